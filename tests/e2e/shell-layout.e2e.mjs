import { assert, waitForPath } from './assert.mjs'
import { openLogin } from './login.mjs'

async function logInAsAdmin(page) {
  await openLogin(page)
  await page.getByPlaceholder('用户名').fill('admin')
  await page.getByPlaceholder('密码').fill('Admin@123')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await waitForPath(page, '/dashboard')
  await page.getByRole('heading', { level: 1, name: '我的首页' }).waitFor()
}

export const journeys = {
  async 'the shell at 1440 px: header aligned with the cards, full sidebar title'({ page, shot }) {
    await logInAsAdmin(page)
    await page.waitForTimeout(500)
    const m = await page.evaluate(() => {
      const left = (sel) => document.querySelector(sel)?.getBoundingClientRect().left
      // a card of the left column with a title (the dashboard's carousel card has no padding)
      const cards = [...document.querySelectorAll('.app-main .ant-card')].filter((c) =>
        c.querySelector('.ant-card-head-title'),
      )
      const leftmost = Math.min(...cards.map((c) => c.getBoundingClientRect().left))
      const card = cards.find((c) => c.getBoundingClientRect().left === leftmost)
      const body = card.querySelector('.ant-card-head-title')
      const range = document.createRange()
      range.selectNodeContents(body)
      const title = document.querySelector('.sidebar-logo__title')
      return {
        icon: left('.navbar-hamburger .anticon'),
        crumb: left('.app-breadcrumb'),
        tab: left('.tags-view__item'),
        card: card.getBoundingClientRect().left,
        cardText: range.getClientRects()[0].left,
        titleFits:
          title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight + 1,
        titleRight: title.getBoundingClientRect().right,
        sidebarRight: document.querySelector('.sidebar').getBoundingClientRect().right,
      }
    })
    const near = (a, b) => Math.abs(a - b) <= 2
    assert(near(m.icon, m.card), `toggle icon ${m.icon} over card edge ${m.card}`)
    assert(near(m.tab, m.card), `first tab ${m.tab} over card edge ${m.card}`)
    assert(near(m.crumb, m.cardText), `breadcrumb ${m.crumb} over card text ${m.cardText}`)
    assert(m.titleFits && m.titleRight <= m.sidebarRight, 'sidebar title cut: ' + JSON.stringify(m))
    await shot('shell-1440')
  },

  async 'a phone-width moment leaves the desktop sidebar as it was, now and on the next visit'({
    page,
  }) {
    await logInAsAdmin(page)
    const fold = page.getByRole('button', { name: '收起侧边栏' })
    await fold.waitFor()
    // a narrow window (or a full-page screenshot resizing the page) for a moment
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: '展开侧边栏' }).waitFor()
    await page.setViewportSize({ width: 1440, height: 900 })
    await fold.waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: '我的首页' }).waitFor()
    await fold.waitFor()
    // the user's own fold is kept
    await fold.click()
    await page.reload()
    await page.getByRole('button', { name: '展开侧边栏' }).waitFor()
  },

  async 'the avatars take the theme colour chosen in the settings drawer'({ page }) {
    await logInAsAdmin(page)
    await page.getByRole('button', { name: '系统布局配置' }).click()
    await page.getByLabel('主题色').click()
    const hex = page.locator('.ant-color-picker-hex-input input')
    await hex.fill('11a983')
    await hex.press('Enter')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.sidebar-user .ant-avatar, .navbar-user .ant-avatar')].every(
        (a) => getComputedStyle(a).backgroundColor === 'rgb(17, 169, 131)',
      ),
    )
  },
}
