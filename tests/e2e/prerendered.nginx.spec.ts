// /login as nginx answers it: login.html, the page rendered at build time with its form already in
// it (scripts/prerender-plugin.ts). The app's scripts are held back here, so what a visitor does
// before the app has started is done for certain, not by chance of timing.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { entries, region } from './support/home-sections'
import { expectPath } from './support/login'
import { appSettled, appStarted, holdTheApp } from './support/hold-app'

/**
 * Opens /login with the app held back, once the route preload (the one script let through) has
 * run: it marks the page's frame, and notes what the visitor does before the app starts.
 */
async function openBeforeTheApp(page: Page) {
  const release = await holdTheApp(page)
  const response = (await page.goto('/login', { waitUntil: 'commit' }))!
  await expect(page.locator('html')).toHaveAttribute('data-frame', /./)
  return { release, response }
}

/** The page as it looks once its fonts are in and no transition is running (a focus ring). */
async function still(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  return page.screenshot()
}

test('/login before the app starts: the form is there, typed into and sent, and it logs in', async ({
  page,
}) => {
  const { release, response } = await openBeforeTheApp(page)
  expect(await response.text(), '/login is login.html').toContain('data-prerendered-form')
  const username = page.getByLabel('用户名')
  const password = page.getByLabel('密码', { exact: true })
  await username.fill('learner')
  await password.fill('Learner@123')
  await password.press('Enter')
  // nothing sent, the password never in the address: the form waits for the app
  const { pathname, search } = new URL(page.url())
  expect(pathname + search, 'the form went nowhere').toBe('/login')
  expect(
    await page.locator('html[data-prerendered="login"]').count(),
    'the app started while its scripts were held',
  ).toBe(1)
  release()
  await expectPath(page, '/dashboard')
})

test('/login before the app starts: the typing goes on in the app’s form, focus and all', async ({
  page,
}) => {
  const { release } = await openBeforeTheApp(page)
  const username = page.getByLabel('用户名')
  const password = page.getByLabel('密码', { exact: true })
  // the username takes the focus as the page arrives, as the app's form does
  await expect(page.locator(':focus')).toHaveId('username')
  await page.keyboard.type('learner')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Learner')
  release()
  await appStarted(page)
  // the app's fields now, with what was typed and the focus where it was
  expect(await username.inputValue(), 'the username was lost').toBe('learner')
  expect(
    await password.evaluate(
      (el: HTMLInputElement) => el === document.activeElement && el.value === 'Learner',
    ),
    'the password field lost its text or the focus',
  ).toBe(true)
  await page.keyboard.type('@123')
  await page.keyboard.press('Enter')
  await expectPath(page, '/dashboard')
})

test('/login before the app starts: capitals typed into the password raise 大写锁打开状态 in the app', async ({
  page,
}) => {
  const { release } = await openBeforeTheApp(page)
  const password = page.getByLabel('密码', { exact: true })
  await password.click()
  // capitals without shift: caps lock is on
  await page.keyboard.type('LEARNER')
  release()
  await appStarted(page)
  await expect(page.getByText('大写锁打开状态')).toBeVisible()
  await expect(password).toHaveValue('LEARNER')
  await expect(password).toBeFocused()
  // a lower-case letter without shift: caps lock is off again
  await page.keyboard.type('x')
  await expect(page.getByText('大写锁打开状态')).toHaveCount(0)
})

test('/login before the app starts: a tab pressed then is pressed again by the app', async ({
  page,
}) => {
  const { release } = await openBeforeTheApp(page)
  await page.getByRole('tab', { name: '手机验证码登录' }).click()
  release()
  await appStarted(page)
  await expect(page.getByRole('tab', { name: '手机验证码登录', selected: true })).toBeVisible()
  await expect(page.getByPlaceholder('手机号')).toBeVisible()
})

test('/login looks the same before and after the app takes it over, at 1440 and 390 px', async ({
  page,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const { release } = await openBeforeTheApp(page)
    await expect(page.getByLabel('密码', { exact: true })).toBeVisible()
    const before = await still(page)
    release()
    await appSettled(page)
    const after = await still(page)
    expect(before.equals(after), `at ${width} px the page changed when the app took it over`).toBe(
      true,
    )
    await page.unrouteAll()
  }
})

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('/login for a visitor already signed in: the public frame, then the home page', async ({
    page,
  }) => {
    const { release } = await openBeforeTheApp(page)
    await expect(page.locator('#root > .boot')).toBeVisible()
    expect(
      await page.getByLabel('用户名').isVisible(),
      'a signed-in visitor is shown the login form',
    ).toBe(false)
    // every frame painted until the home page is there: the login form never shows, not even
    // while the app replaces it
    await page.evaluate(() => {
      const w = window as unknown as { __formShown: boolean }
      w.__formShown = false
      const check = () => {
        if (document.getElementById('username')?.getClientRects().length) w.__formShown = true
        if (!document.querySelector('[aria-labelledby="home-notice-4-title"]'))
          requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    release()
    await expectPath(page, '/home')
    // the home page itself, on screen
    await expect(region(page, '通知公告')).toBeVisible()
    await expect(entries(page, '通知公告').first()).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __formShown: boolean }).__formShown),
      'the login form showed while the app started',
    ).toBe(false)
  })
})
