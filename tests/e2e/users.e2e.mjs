import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assert, waitForPath } from './assert.mjs'
import { confirm } from './dialogs.mjs'
import { signIn } from './login.mjs'
import { toastAfter } from './toasts.mjs'
import { fitsPhone, noSeriousA11yViolations } from './page-checks.mjs'
import { chooseInMenu, pickOption } from './dropdown.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const TEMPLATE = readFileSync(join(root, 'public', 'mock', 'files', 'user-import-template.xls'))

const main = (page) => page.locator('#app-main')
const table = (page) => page.getByRole('table', { name: '用户列表' })
const rows = (page) => table(page).locator('tbody tr.ant-table-row')
const pager = (page) => main(page).locator('.ant-pagination')
/** The row whose 登录账号 cell is `account`. */
const rowOf = (page, account) =>
  rows(page).filter({ has: page.getByRole('cell', { name: account, exact: true }) })
/** An entry of a row's 更多 menu. */
async function more(page, account, entry) {
  await chooseInMenu(page, rowOf(page, account).getByRole('button', { name: /更多/ }), entry)
}
const accountOf = (row) => row.locator('td').nth(7).innerText()
/** Waits until the list's first row is another user than `account` (a new page has come). */
const firstRowIsNot = (page, account) =>
  page.waitForFunction(
    (old) =>
      document.querySelector('table[aria-label="用户列表"] tbody tr.ant-table-row td:nth-child(8)')
        ?.textContent !== old,
    account,
  )

/** Picks `option` in the company select of `scope`, typing `search` first. */
const pickCompany = (page, scope, search, option) =>
  pickOption(page, scope.getByRole('combobox', { name: '公司' }), option, search)

export const journeys = {
  async 'admin: company filter, paging, selection across pages, batch disable and enable, reset, export'({
    page,
    shot,
  }) {
    await signIn(page, 'admin', 'Admin@123', '/permission/ydUser')
    await main(page).getByText('请先输入关键字、选择状态或公司，再点击查询').waitFor()
    await shot('users-admin-before-filter')

    await pickCompany(page, main(page), '华东', '(C002)华东机械制造有限公司')
    await main(page)
      .getByRole('button', { name: /^查\s*询$/ })
      .click()
    await rows(page).first().waitFor()
    assert(page.url().includes('company=C002'), `the company is in the URL: ${page.url()}`)
    await noSeriousA11yViolations(page, 'user list')
    await shot('users-admin-list')

    // the whole ID number on hover (a CSS tooltip over the masked one)
    const idCard = rows(page).first().locator('.user-id-card--revealable')
    await idCard.hover()
    const tip = await idCard.evaluate((el) => getComputedStyle(el, '::after').content)
    const full = await idCard.getAttribute('data-full')
    assert(full && !full.startsWith('*') && tip === `"${full}"`, `ID tooltip: ${tip} / ${full}`)

    // the tags view keeps the list's query: away to the dashboard's tab and back
    const tags = page.getByRole('navigation', { name: '已打开的页面' })
    await tags.getByText('我的首页').click()
    await waitForPath(page, '/dashboard')
    await tags.getByText('用户管理').click()
    await page.waitForURL(/company=C002/)
    await rows(page).first().waitFor()

    // one row on page 1, one on page 2
    const firstAccount = await accountOf(rows(page).first())
    await rows(page).first().getByRole('checkbox').check()
    await pager(page).getByTitle('2', { exact: true }).click()
    await page.waitForURL(/page=2/)
    await firstRowIsNot(page, firstAccount)
    const secondAccount = await accountOf(rows(page).first())
    await rows(page).first().getByRole('checkbox').check()
    await main(page).getByText('已选择 2 项').waitFor()

    await main(page)
      .getByRole('button', { name: /批量禁用（2）/ })
      .click()
    await toastAfter(page, '操作成功', () => confirm(page, '确定要禁用选中的 2 个用户吗？'))
    await rowOf(page, secondAccount).getByText('禁用', { exact: true }).waitFor()
    await page.goBack()
    await firstRowIsNot(page, secondAccount)
    await rowOf(page, firstAccount).getByText('禁用', { exact: true }).waitFor()

    // enable them again, the same way
    await rowOf(page, firstAccount).getByRole('checkbox').check()
    await pager(page).getByTitle('2', { exact: true }).click()
    await firstRowIsNot(page, firstAccount)
    await rowOf(page, secondAccount).getByRole('checkbox').check()
    await main(page).getByText('已选择 2 项').waitFor()
    await main(page)
      .getByRole('button', { name: /批量启用（2）/ })
      .click()
    await toastAfter(page, '操作成功', () => confirm(page, '确定要启用选中的 2 个用户吗？'))
    await rowOf(page, secondAccount).getByText('启用', { exact: true }).waitFor()

    await more(page, secondAccount, '重置密码')
    await toastAfter(page, '重置成功', () => confirm(page, '的密码吗？'))

    const download = page.waitForEvent('download')
    await main(page)
      .getByRole('button', { name: /导\s*出/ })
      .click()
    const file = await download
    assert(
      /^用户列表_\d{14}\.xls$/.test(file.suggestedFilename()),
      `export file name: ${file.suggestedFilename()}`,
    )
  },

  async 'admin: edit a user as company and as system user, roles and company'({ page, shot }) {
    await signIn(page, 'admin', 'Admin@123', '/permission/ydUser?keyword=hd0005')
    await rowOf(page, 'hd0005').waitFor()

    await more(page, 'hd0005', '编辑（企业用户）')
    let dialog = page.getByRole('dialog', { name: '编辑企业用户' })
    await dialog.getByLabel('社保地址').fill('上海市浦东新区')
    assert((await dialog.getByLabel('有效期').count()) === 0, 'no 有效期 for a company user')
    await toastAfter(page, '修改成功', () =>
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    )
    await dialog.waitFor({ state: 'hidden' })

    await more(page, 'hd0005', '编辑（系统用户）')
    dialog = page.getByRole('dialog', { name: '编辑系统用户' })
    await dialog.getByLabel('有效期').waitFor()
    await dialog.getByLabel('社保地址').waitFor()
    assert(
      (await dialog.getByLabel('社保地址').inputValue()) === '上海市浦东新区',
      'the saved address comes back',
    )
    await shot('users-edit-system')
    await dialog.getByRole('button', { name: '选择部门' }).click()
    const orgs = page.getByRole('dialog', { name: '选择部门' })
    await orgs.getByLabel('搜索部门').fill('安全')
    const department = orgs.locator('.ant-tree-treenode .ant-tree-title').last()
    const departmentName = (await department.innerText()).trim()
    await department.click()
    await orgs.getByRole('button', { name: /确\s*定/ }).click()
    await orgs.waitFor({ state: 'hidden' })
    await dialog.getByRole('button', { name: '选择岗位' }).click()
    const posts = page.getByRole('dialog', { name: '选择岗位' })
    const post = posts.locator('tbody tr.ant-table-row').first()
    await post.waitFor()
    const postName = (await post.locator('td').nth(1).innerText()).trim()
    await post.click()
    await posts.getByRole('button', { name: /确\s*定/ }).click()
    await toastAfter(page, '修改成功', () =>
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    )
    const row = rowOf(page, 'hd0005')
    await row.getByText(departmentName, { exact: true }).waitFor()
    await row.getByText(postName, { exact: true }).waitFor()

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
    await row.getByText('南方建设工程有限公司').waitFor()
  },

  async 'admin: import a file with bad rows (errors listed), then a good one (导入成功)'({ page }) {
    await signIn(page, 'admin', 'Admin@123', '/permission/ydUser?company=C001')
    await rows(page).first().waitFor()
    const before = await main(page)
      .getByText(/共 \d+ 条/)
      .innerText()
    await main(page)
      .getByRole('button', { name: /导\s*入/ })
      .click()
    const dialog = page.getByRole('dialog', { name: '导入用户' })
    const template = await dialog.getByRole('link', { name: '下载员工导入模板' })
    assert(
      (await template.getAttribute('href')) === '/mock/files/user-import-template.xls',
      'template link',
    )
    const input = dialog.locator('input[type=file]')
    await input.setInputFiles({
      name: '员工导入-error.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: TEMPLATE,
    })
    await dialog.getByRole('button', { name: /数据校验/ }).click()
    await dialog.getByText(/第3行 手机号格式不正确/).waitFor()

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
    await dialog.getByText('校验成功,无错误').waitFor()
    await toastAfter(page, '导入成功', () =>
      dialog.getByRole('button', { name: /^导\s*入$/ }).click(),
    )
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForFunction(
      (old) => !document.querySelector('#app-main')?.textContent?.includes(old),
      before,
    )
  },

  async 'company administrator: the list at once without a company filter; a learner gets 401'({
    page,
    context,
    shot,
  }) {
    await signIn(page, 'company', 'Company@123', '/system/user')
    await rows(page).first().waitFor()
    assert(
      (await main(page).getByRole('combobox', { name: '公司' }).count()) === 0,
      'no company filter for sysRoles 3',
    )
    await fitsPhone(page, shot, 'users-company-phone')
    await noSeriousA11yViolations(page, 'user list on a phone')
    await page.setViewportSize({ width: 1440, height: 900 })

    await context.clearCookies()
    await signIn(page, 'learner', 'Learner@123', '/permission/ydUser')
    await waitForPath(page, '/401')
  },
}
