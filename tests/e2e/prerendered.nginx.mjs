// /login as nginx answers it: login.html, the page rendered at build time with its form already in
// it (scripts/prerender-plugin.ts). The app's scripts are held back here, so what a visitor does
// before the app has started is done for certain, not by chance of timing.
import { assert, waitForPath } from './assert.mjs'
import { entries, region } from './home-sections.mjs'
import { appSettled, appStarted, holdTheApp } from './hold-app.mjs'

/**
 * Opens /login with the app held back, once the route preload (the one script let through) has
 * run: it marks the page's frame, and notes what the visitor does before the app starts.
 */
async function openBeforeTheApp(page) {
  const release = await holdTheApp(page)
  const response = await page.goto('/login', { waitUntil: 'commit' })
  await page.waitForFunction(() => document.documentElement.dataset.frame)
  return { release, response }
}

/** The page as it looks once its fonts are in and no transition is running (a focus ring). */
async function still(page) {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  return page.screenshot()
}

export const journeys = {
  async '/login before the app starts: the form is there, typed into and sent, and it logs in'({
    page,
  }) {
    const { release, response } = await openBeforeTheApp(page)
    assert((await response.text()).includes('data-prerendered-form'), '/login is not login.html')
    const username = page.getByLabel('用户名')
    const password = page.getByLabel('密码', { exact: true })
    await username.fill('learner')
    await password.fill('Learner@123')
    await password.press('Enter')
    // nothing sent, the password never in the address: the form waits for the app
    const { pathname, search } = new URL(page.url())
    assert(pathname === '/login' && search === '', `the form went to ${pathname}${search}`)
    assert(
      await page.locator('html[data-prerendered="login"]').count(),
      'the app started while its scripts were held',
    )
    release()
    await waitForPath(page, '/dashboard')
  },

  async '/login before the app starts: the typing goes on in the app’s form, focus and all'({
    page,
  }) {
    const { release } = await openBeforeTheApp(page)
    const username = page.getByLabel('用户名')
    const password = page.getByLabel('密码', { exact: true })
    // the username takes the focus as the page arrives, as the app's form does
    await page.waitForFunction(() => document.activeElement?.id === 'username')
    await page.keyboard.type('learner')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Learner')
    release()
    await appStarted(page)
    // the app's fields now, with what was typed and the focus where it was
    assert((await username.inputValue()) === 'learner', 'the username was lost')
    assert(
      await password.evaluate((el) => el === document.activeElement && el.value === 'Learner'),
      'the password field lost its text or the focus',
    )
    await page.keyboard.type('@123')
    await page.keyboard.press('Enter')
    await waitForPath(page, '/dashboard')
  },

  async '/login before the app starts: a tab pressed then is pressed again by the app'({ page }) {
    const { release } = await openBeforeTheApp(page)
    await page.getByRole('tab', { name: '手机验证码登录' }).click()
    release()
    await appStarted(page)
    await page.getByRole('tab', { name: '手机验证码登录', selected: true }).waitFor()
    await page.getByPlaceholder('手机号').waitFor()
  },

  async '/login looks the same before and after the app takes it over, at 1440 and 390 px'({
    page,
  }) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const { release } = await openBeforeTheApp(page)
      await page.getByLabel('密码', { exact: true }).waitFor()
      const before = await still(page)
      release()
      await appSettled(page)
      const after = await still(page)
      assert(before.equals(after), `at ${width} px the page changed when the app took it over`)
      await page.unrouteAll()
    }
  },

  async '/login for a visitor already signed in: the public frame, then the home page'({ page }) {
    await page.goto('/login')
    await page.getByLabel('用户名').fill('learner')
    await page.getByLabel('密码', { exact: true }).fill('Learner@123')
    await page.getByLabel('密码', { exact: true }).press('Enter')
    await waitForPath(page, '/dashboard')
    const { release } = await openBeforeTheApp(page)
    await page.locator('#root > .boot').waitFor()
    assert(
      !(await page.getByLabel('用户名').isVisible()),
      'a signed-in visitor is shown the login form',
    )
    // every frame painted until the home page is there: the login form never shows, not even
    // while the app replaces it
    await page.evaluate(() => {
      window.__formShown = false
      const check = () => {
        if (document.getElementById('username')?.getClientRects().length) window.__formShown = true
        if (!document.querySelector('[aria-labelledby="home-notice-4-title"]'))
          requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    release()
    await waitForPath(page, '/home')
    // the home page itself, on screen
    await region(page, '通知公告').waitFor()
    await entries(page, '通知公告').first().waitFor()
    assert(
      !(await page.evaluate(() => window.__formShown)),
      'the login form showed while the app started',
    )
  },
}
