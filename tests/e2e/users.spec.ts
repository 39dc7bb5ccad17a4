import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { confirm } from './support/dialogs'
import { expectPath, signIn } from './support/login'
import { toastAfter } from './support/toasts'
import { fitsPhone, noSeriousA11yViolations } from './support/page-checks'
import { chooseInMenu, pickOption } from './support/dropdown'

const root = join(import.meta.dirname, '..', '..')
const TEMPLATE = readFileSync(join(root, 'public', 'mock', 'files', 'user-import-template.xls'))

const main = (page: Page) => page.locator('#app-main')
const table = (page: Page) => page.getByRole('table', { name: '用户列表' })
const rows = (page: Page) => table(page).locator('tbody tr.ant-table-row')
const pager = (page: Page) => main(page).locator('.ant-pagination')
/** The row whose 登录账号 cell is `account`. */
const rowOf = (page: Page, account: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: account, exact: true }) })
/** An entry of a row's 更多 menu. */
async function more(page: Page, account: string, entry: string) {
  await chooseInMenu(page, rowOf(page, account).getByRole('button', { name: /更多/ }), entry)
}
/** The 登录账号 cell of a row. */
const accountCell = (row: Locator) => row.locator('td').nth(7)
/** Waits until the list's first row is another user than `account` (a new page has come). */
const firstRowIsNot = (page: Page, account: string) =>
  expect(accountCell(rows(page).first())).not.toHaveText(account)

/** Picks `option` in the company select of `scope`, typing `search` first. */
const pickCompany = (page: Page, scope: Locator, search: string, option: string) =>
  pickOption(page, scope.getByRole('combobox', { name: '公司' }), option, search)

test.describe('as admin', () => {
  test.use({ signedInAs: 'admin' })

  test('admin: company filter, paging, selection across pages, batch disable and enable, reset, export', async ({
    page,
    shot,
  }) => {
    await page.goto('/permission/ydUser')
    await expect(main(page).getByText('请先输入关键字、选择状态或公司，再点击查询')).toBeVisible()
    await shot('users-admin-before-filter')

    await pickCompany(page, main(page), '华东', '(C002)华东机械制造有限公司')
    await main(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click()
    await expect(rows(page).first()).toBeVisible()
    expect(page.url(), 'the company is in the URL').toContain('company=C002')
    await noSeriousA11yViolations(page, 'user list')
    await shot('users-admin-list')

    // the whole ID number on hover (a CSS tooltip over the masked one)
    const idCard = rows(page).first().locator('.user-id-card--revealable')
    await idCard.hover()
    const tip = await idCard.evaluate((el) => getComputedStyle(el, '::after').content)
    const full = await idCard.getAttribute('data-full')
    expect(
      !!full && !full.startsWith('*') && tip === `"${full}"`,
      `ID tooltip: ${tip} / ${full}`,
    ).toBe(true)

    // the tags view keeps the list's query: away to the dashboard's tab and back
    const tags = page.getByRole('navigation', { name: '已打开的页面' })
    await tags.getByText('我的首页').click()
    await expectPath(page, '/dashboard')
    await tags.getByText('用户管理').click()
    await page.waitForURL(/company=C002/)
    await expect(rows(page).first()).toBeVisible()

    // one row on page 1, one on page 2
    const firstAccount = await accountCell(rows(page).first()).innerText()
    await rows(page).first().getByRole('checkbox').check()
    await pager(page).getByTitle('2', { exact: true }).click()
    await page.waitForURL(/page=2/)
    await firstRowIsNot(page, firstAccount)
    const secondAccount = await accountCell(rows(page).first()).innerText()
    await rows(page).first().getByRole('checkbox').check()
    await expect(main(page).getByText('已选择 2 项')).toBeVisible()

    await main(page)
      .getByRole('button', { name: /批量禁用（2）/ })
      .click()
    await toastAfter(page, '操作成功', () => confirm(page, '确定要禁用选中的 2 个用户吗？'))
    await expect(rowOf(page, secondAccount).getByText('禁用', { exact: true })).toBeVisible()
    await page.goBack()
    await firstRowIsNot(page, secondAccount)
    await expect(rowOf(page, firstAccount).getByText('禁用', { exact: true })).toBeVisible()

    // enable them again, the same way
    await rowOf(page, firstAccount).getByRole('checkbox').check()
    await pager(page).getByTitle('2', { exact: true }).click()
    await firstRowIsNot(page, firstAccount)
    await rowOf(page, secondAccount).getByRole('checkbox').check()
    await expect(main(page).getByText('已选择 2 项')).toBeVisible()
    await main(page)
      .getByRole('button', { name: /批量启用（2）/ })
      .click()
    await toastAfter(page, '操作成功', () => confirm(page, '确定要启用选中的 2 个用户吗？'))
    await expect(rowOf(page, secondAccount).getByText('启用', { exact: true })).toBeVisible()

    await more(page, secondAccount, '重置密码')
    await toastAfter(page, '重置成功', () => confirm(page, '的密码吗？'))

    const download = page.waitForEvent('download')
    await main(page)
      .getByRole('button', { name: /导\s*出/ })
      .click()
    const file = await download
    expect(file.suggestedFilename(), 'export file name').toMatch(/^用户列表_\d{14}\.xls$/)
  })

  test('admin: edit a user as company and as system user, roles and company', async ({
    page,
    shot,
  }) => {
    await page.goto('/permission/ydUser?keyword=hd0005')
    await expect(rowOf(page, 'hd0005')).toBeVisible()

    await more(page, 'hd0005', '编辑（企业用户）')
    let dialog = page.getByRole('dialog', { name: '编辑企业用户' })
    await dialog.getByLabel('社保地址').fill('上海市浦东新区')
    expect(await dialog.getByLabel('有效期').count(), 'no 有效期 for a company user').toBe(0)
    await toastAfter(page, '修改成功', () =>
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    )
    await expect(dialog).toBeHidden()

    await more(page, 'hd0005', '编辑（系统用户）')
    dialog = page.getByRole('dialog', { name: '编辑系统用户' })
    await expect(dialog.getByLabel('有效期')).toBeVisible()
    await expect(dialog.getByLabel('社保地址'), 'the saved address comes back').toHaveValue(
      '上海市浦东新区',
    )
    await shot('users-edit-system')
    await dialog.getByRole('button', { name: '选择部门' }).click()
    const orgs = page.getByRole('dialog', { name: '选择部门' })
    await orgs.getByLabel('搜索部门').fill('安全')
    const department = orgs.locator('.ant-tree-treenode .ant-tree-title').last()
    const departmentName = (await department.innerText()).trim()
    await department.click()
    await orgs.getByRole('button', { name: /确\s*定/ }).click()
    await expect(orgs).toBeHidden()
    await dialog.getByRole('button', { name: '选择岗位' }).click()
    const posts = page.getByRole('dialog', { name: '选择岗位' })
    const post = posts.locator('tbody tr.ant-table-row').first()
    await expect(post).toBeVisible()
    const postName = (await post.locator('td').nth(1).innerText()).trim()
    await post.click()
    await posts.getByRole('button', { name: /确\s*定/ }).click()
    await toastAfter(page, '修改成功', () =>
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    )
    const row = rowOf(page, 'hd0005')
    await expect(row.getByText(departmentName, { exact: true })).toBeVisible()
    await expect(row.getByText(postName, { exact: true })).toBeVisible()

    await more(page, 'hd0005', '配置角色')
    dialog = page.getByRole('dialog', { name: '配置角色' })
    await pickOption(page, dialog.getByRole('combobox', { name: '角色' }), '讲师')
    await page.keyboard.press('Escape')
    await toastAfter(page, '设置成功', () =>
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    )

    await more(page, 'hd0005', '配置公司')
    dialog = page.getByRole('dialog', { name: '配置公司' })
    await pickCompany(page, dialog, '南方', '(C003)南方建设工程有限公司')
    await toastAfter(page, '设置成功', () =>
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    )
    await expect(row.getByText('南方建设工程有限公司')).toBeVisible()
  })

  test('admin: import a file with bad rows (errors listed), then a good one (导入成功)', async ({
    page,
  }) => {
    await page.goto('/permission/ydUser?company=C001')
    await expect(rows(page).first()).toBeVisible()
    const before = await main(page)
      .getByText(/共 \d+ 条/)
      .innerText()
    await main(page)
      .getByRole('button', { name: /导\s*入/ })
      .click()
    const dialog = page.getByRole('dialog', { name: '导入用户' })
    const template = dialog.getByRole('link', { name: '下载员工导入模板' })
    await expect(template, 'template link').toHaveAttribute(
      'href',
      '/mock/files/user-import-template.xls',
    )
    const input = dialog.locator('input[type=file]')
    await input.setInputFiles({
      name: '员工导入-error.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: TEMPLATE,
    })
    await dialog.getByRole('button', { name: /数据校验/ }).click()
    await expect(dialog.getByText(/第3行 手机号格式不正确/)).toBeVisible()

    await dialog
      .getByRole('button', { name: /删除文件|remove|delete/i })
      .first()
      .click()
    await input.setInputFiles({
      name: '员工导入.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: TEMPLATE,
    })
    await dialog.getByRole('button', { name: /数据校验/ }).click()
    await expect(dialog.getByText('校验成功,无错误')).toBeVisible()
    await toastAfter(page, '导入成功', () =>
      dialog.getByRole('button', { name: /^导\s*入$/ }).click(),
    )
    await expect(dialog).toBeHidden()
    await expect(main(page), 'the count after the import').not.toContainText(before)
  })
})

test.describe('as company', () => {
  test.use({ signedInAs: 'company' })

  test('company administrator: the list at once without a company filter; a learner gets 401', async ({
    page,
    context,
    shot,
  }) => {
    await page.goto('/system/user')
    await expect(rows(page).first()).toBeVisible()
    expect(
      await main(page).getByRole('combobox', { name: '公司' }).count(),
      'no company filter for sysRoles 3',
    ).toBe(0)
    await fitsPhone(page, shot, 'users-company-phone')
    await noSeriousA11yViolations(page, 'user list on a phone')
    await page.setViewportSize({ width: 1440, height: 900 })

    await context.clearCookies()
    await signIn(page, ACCOUNTS.learner.account, ACCOUNTS.learner.password, '/permission/ydUser')
    await expectPath(page, '/401')
  })
})
