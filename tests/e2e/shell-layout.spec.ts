import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

test.use({ signedInAs: 'admin' })

/** The admin's dashboard, once its heading is there. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
}

test('the shell at 1440 px: header aligned with the cards, full sidebar title', async ({
  page,
  shot,
}) => {
  await openDashboard(page)
  await page.waitForTimeout(500)
  const m = await page.evaluate(() => {
    const left = (sel: string) => document.querySelector(sel)!.getBoundingClientRect().left
    // a card of the left column with a title (the dashboard's carousel card has no padding)
    const cards = [...document.querySelectorAll('.app-main .ant-card')].filter((c) =>
      c.querySelector('.ant-card-head-title'),
    )
    const leftmost = Math.min(...cards.map((c) => c.getBoundingClientRect().left))
    const card = cards.find((c) => c.getBoundingClientRect().left === leftmost)!
    const body = card.querySelector('.ant-card-head-title')!
    const range = document.createRange()
    range.selectNodeContents(body)
    const title = document.querySelector('.sidebar-logo__title')!
    return {
      icon: left('.navbar-hamburger .anticon'),
      crumb: left('.app-breadcrumb'),
      tab: left('.tags-view__item'),
      card: card.getBoundingClientRect().left,
      cardText: range.getClientRects()[0].left,
      titleFits:
        title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight + 1,
      titleRight: title.getBoundingClientRect().right,
      sidebarRight: document.querySelector('.sidebar')!.getBoundingClientRect().right,
    }
  })
  expect(
    Math.abs(m.icon - m.card),
    `toggle icon ${m.icon} over card edge ${m.card}`,
  ).toBeLessThanOrEqual(2)
  expect(
    Math.abs(m.tab - m.card),
    `first tab ${m.tab} over card edge ${m.card}`,
  ).toBeLessThanOrEqual(2)
  expect(
    Math.abs(m.crumb - m.cardText),
    `breadcrumb ${m.crumb} over card text ${m.cardText}`,
  ).toBeLessThanOrEqual(2)
  expect(
    m.titleFits && m.titleRight <= m.sidebarRight,
    'sidebar title cut: ' + JSON.stringify(m),
  ).toBe(true)
  await shot('shell-1440')
})

test('a phone-width moment leaves the desktop sidebar as it was, now and on the next visit', async ({
  page,
}) => {
  await openDashboard(page)
  const fold = page.getByRole('button', { name: '收起侧边栏' })
  await expect(fold).toBeVisible()
  // a narrow window (or a full-page screenshot resizing the page) for a moment
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(fold).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '我的首页' })).toBeVisible()
  await expect(fold).toBeVisible()
  // the user's own fold is kept
  await fold.click()
  await page.reload()
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible()
})

test('the avatars take the theme colour chosen in the settings drawer', async ({ page }) => {
  await openDashboard(page)
  await page.getByRole('button', { name: '系统布局配置' }).click()
  await page.getByLabel('主题色').click()
  const hex = page.locator('.ant-color-picker-hex-input input')
  await hex.fill('11a983')
  await hex.press('Enter')
  await page.keyboard.press('Escape')
  const avatars = page.locator('.sidebar-user .ant-avatar, .navbar-user .ant-avatar')
  for (const avatar of await avatars.all())
    await expect(avatar).toHaveCSS('background-color', 'rgb(17, 169, 131)')
})
