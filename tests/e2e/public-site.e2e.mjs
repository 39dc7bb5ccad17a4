import { assert, waitForPath } from './assert.mjs'
import { openLogin } from './login.mjs'

const topNav = (page) => page.getByRole('navigation', { name: '顶部导航' })

/** The link of the top navigation marked as the current page, by name (null when none). */
const currentItem = (page) =>
  topNav(page)
    .locator('[aria-current="page"]')
    .evaluateAll((els) => els.map((el) => el.textContent.trim()))

/**
 * Waits until the navigation marks `name` as the current page: the URL changes before React has
 * rendered the new location, so a single look right after the URL can still see the old mark.
 */
async function expectCurrent(page, name) {
  const deadline = Date.now() + 5000
  let seen = []
  while (Date.now() < deadline) {
    seen = await currentItem(page)
    if (seen.join() === name) return
    await page.waitForTimeout(100)
  }
  throw new Error(`current page marked as "${seen.join()}", expected "${name}"`)
}

export const journeys = {
  async 'the public navigation stays in the tab and marks the current page'({
    page,
    context,
    shot,
  }) {
    await page.goto('/home')
    const nav = topNav(page)
    await nav.getByRole('link', { name: '新闻动态' }).waitFor()
    await expectCurrent(page, '首页')

    await nav.getByRole('link', { name: '新闻动态' }).click()
    await page.waitForURL((url) => url.pathname === '/newslist' && url.search === '?typeId=1')
    await page.waitForTimeout(300)
    assert(context.pages().length === 1, `tabs open: ${context.pages().length}`)
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
    assert(current !== other, `the current item looks like the others: ${current}`)
    await shot('public-nav-current')

    await nav.getByRole('link', { name: '政策法规' }).click()
    await page.waitForURL((url) => url.pathname === '/newslist' && url.search === '?typeId=2')
    await expectCurrent(page, '政策法规')
    await nav.getByRole('link', { name: '关于我们' }).click()
    await waitForPath(page, '/company')
    await nav.getByRole('link', { name: '首页' }).click()
    await waitForPath(page, '/home')
    assert(context.pages().length === 1, `tabs open: ${context.pages().length}`)

    // another site still opens in a new tab, without access back to this one
    const courses = nav.getByRole('link', { name: '培训课程' })
    assert((await courses.getAttribute('target')) === '_blank', 'external link target')
    assert((await courses.getAttribute('rel')) === 'noopener noreferrer', 'external link rel')
  },

  async '502 opened in a fresh tab shows its picture, and 返回上一页 goes to the home page'({
    page,
  }) {
    await page.goto('/502')
    // the illustration, fetched when first shown (scripts/lazy-antd-parts.ts), is drawn
    await page.locator('.ant-result-image svg path').first().waitFor()
    await page.getByRole('button', { name: '返回上一页' }).click()
    await waitForPath(page, '/home')
  },

  async 'the site name on /login and /register leads back to the home page'({ page, shot }) {
    await page.goto('/login')
    await page.getByPlaceholder('用户名').waitFor()
    await page.waitForTimeout(300)
    await shot('login-1440')
    await page.getByRole('link', { name: '工伤预防在线培训平台' }).click()
    await waitForPath(page, '/home')
    await page.goto('/register')
    await page.getByRole('link', { name: '工伤预防在线培训平台' }).click()
    await waitForPath(page, '/home')
  },

  async '忘记密码? on /login does not flag the untouched username'({ page }) {
    await openLogin(page)
    const username = page.getByPlaceholder('用户名')
    await username.waitFor()
    assert(await username.evaluate((el) => el === document.activeElement), 'username focused')
    await page.getByRole('button', { name: '忘记密码?' }).click()
    await page.getByRole('dialog', { name: '找回密码' }).waitFor()
    await page.waitForTimeout(500)
    assert(!(await page.getByText('请输入用户名').isVisible()), 'an error the user did not cause')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: '找回密码' }).waitFor({ state: 'hidden' })
    // leaving the empty field for the password is a real blur and is checked
    await username.focus()
    await page.keyboard.press('Tab')
    await page.getByText('请输入用户名').waitFor()
  },

  async 'on a phone the back-to-top button leaves the footer text readable'({ page, shot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    const asked = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    const buttonCode = () => asked.filter((path) => /\/back-top-button-[\w-]+\.js$/.test(path))
    await page.goto('/home')
    await page.getByRole('region', { name: '合作单位' }).getByRole('img').first().waitFor()
    // a page read at the top never downloads the button: its check runs after a painted frame
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    assert(buttonCode().length === 0, `the button's code loaded at the top: ${buttonCode()}`)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const top = page.getByRole('button', { name: '回到顶部' })
    await top.waitFor()
    assert(buttonCode().length === 1, `the button's code, scrolled: ${buttonCode()}`)
    await page.waitForTimeout(500)
    const overlap = await page.evaluate(() => {
      const button = document.querySelector('.public-back-top').getBoundingClientRect()
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
    assert(!overlap.length, 'the back-to-top button covers: ' + overlap.join(' | '))
    await page.screenshot({ path: 'test-results/e2e/home-390-footer.png' })
    await shot('home-390-full')
  },
}
