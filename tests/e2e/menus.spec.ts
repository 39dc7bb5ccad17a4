// No dead ends: every sidebar entry of each role (admin, company administrator, learner) opens a
// working page. A menu entry added later without its page (a placeholder, the unmapped-url page,
// a 404, the route error screen or an empty main area) fails this journey, and so CI.
import type { Page } from '@playwright/test'
import { expect, test, type Shot } from './support/test'
import { expectPath, loginOnPage } from './support/login'

// the sidebar's menu (the logo above it links home too)
const sidebar = (page: Page) =>
  page.getByRole('complementary', { name: '侧边栏' }).locator('.ant-menu').first()
const main = (page: Page) => page.locator('#app-main')

/** What a page must never show in place of its content. */
const DEAD_ENDS = [
  ['该页面正在建设中', 'the placeholder'],
  ['尚未对应到任何页面', 'the unmapped-url page'],
  ['页面加载失败', 'the route error screen'],
  ['抱歉，您访问的页面不存在', 'the 404 page'],
]

type Entry = { name: string; path: string }

/** Opens every closed group of the sidebar, then lists its entries in order. */
async function sidebarEntries(page: Page): Promise<Entry[]> {
  const menu = sidebar(page)
  await expect(menu.getByRole('link').first()).toBeVisible()
  for (let round = 0; round < 5; round++) {
    const closed = menu.locator(
      '.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
    )
    if ((await closed.count()) === 0) break
    await closed.first().click()
    await page.waitForTimeout(250)
  }
  return menu.getByRole('link').evaluateAll((links) =>
    links.map((a) => ({
      name: a.textContent!.trim(),
      path: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  )
}

/** Waits for the page of `entry` and checks it is one: title, no dead end, something in main. */
async function checkPage(page: Page, entry: Entry, account: string) {
  const where = `${account} → ${entry.name} (${entry.path})`
  await expectPath(page, entry.path)
  await expect(page, `${where}: the document title starts with the entry's name`).toHaveTitle(
    new RegExp(`^${entry.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  )
  // settled: no skeleton or spinner left in the main area (every section has loaded or failed)
  await expect(
    main(page).locator('.ant-skeleton-active, .ant-spin-spinning, [aria-busy="true"]'),
    `${where}: the main area is still loading after 20 s`,
  ).toHaveCount(0, { timeout: 20_000 })
  await expect(main(page), `${where}: the main area is empty after 20 s`).not.toHaveText('', {
    timeout: 20_000,
    useInnerText: true,
  })
  const text = await main(page).innerText()
  for (const [words, what] of DEAD_ENDS)
    expect(text, `${where}: shows ${what}`).not.toContain(words)
  expect(await main(page).locator('.ant-result-404').count(), `${where}: shows the 404 page`).toBe(
    0,
  )
  // something besides a heading: a table, a list, a form, a tree, cards or text
  const content = text.replace(entry.name, '').trim()
  expect(
    content.length,
    `${where}: the main area has (almost) nothing in it`,
  ).toBeGreaterThanOrEqual(10)
}

/**
 * Opens every entry in turn. With `backAndForth`, from the second entry on, back returns to the
 * previous one (then forward): the history is the router's, so one account's walk proves it.
 */
async function walkSidebar(page: Page, account: string, shot: Shot, { backAndForth = false } = {}) {
  const entries = await sidebarEntries(page)
  expect(entries.length, `${account}: the sidebar has entries`).toBeGreaterThan(0)
  let previous: Entry | undefined
  for (const entry of entries) {
    await sidebar(page).getByRole('link', { name: entry.name, exact: true }).click()
    await checkPage(page, entry, account)
    if (backAndForth && previous && previous.path !== entry.path) {
      await page.goBack()
      await checkPage(page, previous, `${account} (back)`)
      await page.goForward()
      await checkPage(page, entry, account)
    }
    previous = entry
  }
  await shot(`menus-${account}-last`)
  return entries.map((e) => e.name)
}

test.describe('as admin', () => {
  test.use({ signedInAs: 'admin' })

  test('admin: every sidebar entry opens a working page, titled, and back returns', async ({
    page,
    shot,
  }) => {
    await page.goto('/dashboard')
    const names = await walkSidebar(page, 'admin', shot, { backAndForth: true })
    for (const name of ['用户管理', '角色管理', '组织机构', '岗位管理', '通知管理', '消息管理'])
      expect(names, `admin: the sidebar lacks ${name}`).toContain(name)
  })
})

test.describe('as company', () => {
  test.use({ signedInAs: 'company' })

  test('company admin: every sidebar entry opens a working page', async ({ page, shot }) => {
    await page.goto('/dashboard')
    await walkSidebar(page, 'company', shot)
  })
})

// The learner's walk goes through twin's account choice: twin's two accounts hold the learner's
// and the company administrator's roles (R04, R03), so one walk per role covers both menus, and
// the chosen account's server menus are proved page by page.
test("learner, chosen among twin's accounts: every sidebar entry opens a working page", async ({
  page,
  shot,
}) => {
  await loginOnPage(page, 'twin', 'Twin@1234')
  const dialog = page.getByRole('dialog', { name: '选择登录账号' })
  await dialog.getByText('华东机械制造有限公司', { exact: false }).click()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expectPath(page, '/dashboard')
  await walkSidebar(page, 'twin-learner', shot)
})
