// Steps of the training-resource pages (培训管理) shared by training.spec.ts.
import { expect, type Locator, type Page } from '@playwright/test'
import { chooseInMenu, waitForSelectList } from './dropdown'
import { expectPath } from './login'
import { toastAfter } from './toasts'

export const main = (page: Page) => page.locator('#app-main')
export const empty = (page: Page) =>
  main(page).locator('.ant-empty-description', { hasText: '暂无数据' })
export const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s*定$/ })
export const table = (page: Page, name: string) => page.getByRole('table', { name })

/** The row of the resource list `list` (培训资源列表, 资源审核列表) whose name is `name`. */
export const rowOf = (page: Page, list: string, name: string) =>
  table(page, list)
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })

/** A cell of `row` under the header `title` of `list`. */
export async function cell(page: Page, list: string, row: Locator, title: string) {
  await expect(row).toBeVisible()
  const heads = await table(page, list).locator('thead th').allInnerTexts()
  const at = heads.findIndex((h) => h.trim() === title)
  expect(at, `no column ${title} in ${heads.join()}`).toBeGreaterThanOrEqual(0)
  return row.locator('td').nth(at)
}

/** Waits until the cell under `title` of `row` reads exactly `text`. */
export async function cellReads(
  page: Page,
  list: string,
  row: Locator,
  title: string,
  text: string,
) {
  await expect(await cell(page, list, row, title)).toHaveText(text)
}

/** Runs a row action, inline or under 更多. */
export async function act(page: Page, row: Locator, label: string) {
  await expect(row).toBeVisible()
  const inline = row.getByRole('button', { name: label, exact: true })
  if (await inline.count()) return inline.click()
  await chooseInMenu(page, row.getByRole('button', { name: /更多/ }), { name: label, exact: true })
}

/** Opens the directory TreeSelect `box` and picks the directory `name`. */
export async function pickDir(page: Page, box: Locator, name: string) {
  await box.click()
  await waitForSelectList(page)
  const popup = page.locator('.ant-select-dropdown').filter({ visible: true })
  await popup.locator('.ant-select-tree-title', { hasText: new RegExp(`^${name}$`) }).click()
  // the list closed and the choice shown: a pick that did not hold fails here, not at 查询 (a
  // pick made right after the last 查询 was once set back; the filter bar now keeps it)
  await expect(popup).toBeHidden()
  await expect(
    box
      .locator(
        'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
      )
      .filter({ hasText: name }),
  ).toBeVisible()
}

/** The counts the 顶级目录 list of 资源目录 gives (each directory's public courses), by name. */
export async function dirCounts(page: Page): Promise<Record<string, number>> {
  const items = page.getByRole('list', { name: '顶级目录' }).getByRole('listitem')
  await expect(items.first()).toBeVisible()
  const texts = await items.allInnerTexts()
  return Object.fromEntries(
    texts.map((t) => [
      t.replace(/\s*\d+ 个资源$/, '').trim(),
      Number(t.match(/(\d+) 个资源/)?.[1]),
    ]),
  )
}

/** Opens a page of the 培训管理 menu of the sidebar (its group opened first if needed). */
export async function menu(page: Page, name: string, path: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  const link = nav.getByRole('link', { name, exact: true })
  if (!(await link.isVisible())) await nav.getByText('培训管理', { exact: true }).click()
  await link.click()
  await expectPath(page, path)
}

/** Scrolled to the top: a full-page shot of a scrolled page draws the fixed header mid-page. */
export const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0))

/** The recommended table's course names, in order. */
export const recommendedNames = (page: Page) =>
  table(page, '精选好课').locator('.recommend-course__name')

/** On the editor: name and directory (the cover, body and media are the caller's). */
export async function fillBasics(page: Page, name: string, dir: string) {
  await expect(page.getByRole('heading', { name: '新增资源' })).toBeVisible()
  await page.getByLabel('资源名称').fill(name)
  await pickDir(page, page.getByLabel('资源目录'), dir)
}

/** 保存 on the editor: the AddData body sent, once back on the list. */
export async function save(page: Page) {
  const sent = page.waitForRequest(/\/Train_Res\/AddData$/)
  await toastAfter(page, '保存成功', () => page.getByRole('button', { name: /^保\s*存$/ }).click())
  await expectPath(page, '/train/resource')
  return (await sent).postDataJSON()
}
