import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { expectPath, openLogin } from './support/login'

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' })

/**
 * The navigation marks `name`, and nothing else, as the current page: the URL changes before
 * React has rendered the new location, so a single look right after the URL can still see the
 * old mark.
 */
const expectCurrent = (page: Page, name: string) =>
  expect(topNav(page).locator('[aria-current="page"]')).toHaveText([name])

test('the public navigation stays in the tab and marks the current page', async ({
  page,
  context,
  shot,
}) => {
  await page.goto('/home')
  const nav = topNav(page)
  await expect(nav.getByRole('link', { name: '新闻动态' })).toBeVisible()
  await expectCurrent(page, '首页')

  await nav.getByRole('link', { name: '新闻动态' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/newslist' && url.search === '?typeId=1')
  // a tab opened by the click would come a moment later
  await page.waitForTimeout(300)
  expect(context.pages(), 'tabs open').toHaveLength(1)
  await expectCurrent(page, '新闻动态')
  // marked visibly, not only for screen readers
  const [current, other] = await Promise.all(
    ['新闻动态', '政策法规'].map((name) =>
      nav.getByRole('link', { name }).evaluate((el) => {
        const s = getComputedStyle(el)
        return `${s.color} ${s.backgroundColor} ${s.boxShadow}`
      }),
    ),
  )
  expect(current, 'the current item looks like the others').not.toBe(other)
  await shot('public-nav-current')

  await nav.getByRole('link', { name: '政策法规' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/newslist' && url.search === '?typeId=2')
  await expectCurrent(page, '政策法规')
  await nav.getByRole('link', { name: '关于我们' }).click()
  await expectPath(page, '/company')
  await nav.getByRole('link', { name: '首页' }).click()
  await expectPath(page, '/home')
  expect(context.pages(), 'tabs open').toHaveLength(1)

  // another site still opens in a new tab, without access back to this one
  const courses = nav.getByRole('link', { name: '培训课程' })
  await expect(courses, 'external link target').toHaveAttribute('target', '_blank')
  await expect(courses, 'external link rel').toHaveAttribute('rel', 'noopener noreferrer')
})

test('502 opened in a fresh tab shows its picture, and 返回上一页 goes to the home page', async ({
  page,
}) => {
  await page.goto('/502')
  // the illustration, fetched when first shown (scripts/lazy-antd-parts.ts), is drawn
  await expect(page.locator('.ant-result-image svg path').first()).toBeVisible()
  await page.getByRole('button', { name: '返回上一页' }).click()
  await expectPath(page, '/home')
})

test('the site name on /login and /register leads back to the home page', async ({
  page,
  shot,
}) => {
  await page.goto('/login')
  await expect(page.getByPlaceholder('用户名')).toBeVisible()
  await page.waitForTimeout(300)
  await shot('login-1440')
  await page.getByRole('link', { name: '工伤预防在线培训平台' }).click()
  await expectPath(page, '/home')
  await page.goto('/register')
  await page.getByRole('link', { name: '工伤预防在线培训平台' }).click()
  await expectPath(page, '/home')
})

test('忘记密码? on /login does not flag the untouched username', async ({ page }) => {
  await openLogin(page)
  const username = page.getByPlaceholder('用户名')
  await expect(username).toBeVisible()
  expect(await username.evaluate((el) => el === document.activeElement), 'username focused').toBe(
    true,
  )
  await page.getByRole('button', { name: '忘记密码?' }).click()
  await expect(page.getByRole('dialog', { name: '找回密码' })).toBeVisible()
  // an error set off by the dialog taking the focus would show in this time
  await page.waitForTimeout(500)
  expect(await page.getByText('请输入用户名').isVisible(), 'an error the user did not cause').toBe(
    false,
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: '找回密码' })).toBeHidden()
  // leaving the empty field for the password is a real blur and is checked
  await username.focus()
  await page.keyboard.press('Tab')
  await expect(page.getByText('请输入用户名')).toBeVisible()
})

test('on a phone the back-to-top button leaves the footer text readable', async ({
  page,
  shot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  const buttonCode = () => asked.filter((path) => /\/back-top-button-[\w-]+\.js$/.test(path))
  await page.goto('/home')
  await expect(
    page.getByRole('region', { name: '合作单位' }).getByRole('img').first(),
  ).toBeVisible()
  // a page read at the top never downloads the button: its check runs after a painted frame
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
  expect(buttonCode(), "the button's code loaded at the top").toEqual([])
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const top = page.getByRole('button', { name: '回到顶部' })
  await expect(top).toBeVisible()
  expect(buttonCode(), "the button's code, scrolled").toHaveLength(1)
  await page.waitForTimeout(500)
  const overlap = await page.evaluate(() => {
    const button = document.querySelector('.public-back-top')!.getBoundingClientRect()
    const texts = [...document.querySelectorAll('.public-footer p, .public-footer h2')]
    return texts
      .flatMap((p) => {
        const range = document.createRange()
        range.selectNodeContents(p)
        return [...range.getClientRects()].map((r) => ({ text: p.textContent, r }))
      })
      .filter(
        ({ r }) =>
          r.left < button.right &&
          r.right > button.left &&
          r.top < button.bottom &&
          r.bottom > button.top,
      )
      .map(({ text }) => text)
  })
  expect(overlap, 'the back-to-top button covers').toEqual([])
  await shot('home-390-footer', { window: true })
  await shot('home-390-full')
})
