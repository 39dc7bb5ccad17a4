// The back office as the platform administrator, on the mocks: a role with a few
// permissions is exactly what its holder sees; a department added, renamed, moved and deleted; a
// post assigned to two departments and removed from one. Each journey has a fresh mock database
// (a new browser context: the mock keeps its state in the page's localStorage).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { confirm } from './support/dialogs'
import { expectPath, login } from './support/login'
import { toastAfter } from './support/toasts'
import { fitsPhone } from './support/page-checks'
import { logoutByMenu } from './support/user-menu'
import { chooseInMenu, pickOption } from './support/dropdown'

test.use({ signedInAs: 'admin' })

const main = (page: Page) => page.locator('#app-main')
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^确\s*定$/ })
/** The node of an antd tree whose name (the element matched by `exact` text) is `name`. */
const treeNode = (tree: Locator, name: string) =>
  tree.locator('.ant-tree-treenode').filter({ has: tree.page().getByText(name, { exact: true }) })
type Row = { name: string; level: number }
/** The nodes a tree shows, in order, as { name, level } (`nameOf` finds a node's name element). */
const treeRows = (tree: Locator, nameOf: string): Promise<Row[]> =>
  tree.locator('.ant-tree-treenode').evaluateAll(
    (nodes, selector) =>
      nodes
        .map((n) => ({
          name: n.querySelector(selector)?.textContent?.trim() ?? '',
          level: n.querySelectorAll('.ant-tree-indent-unit').length,
        }))
        .filter((n) => n.name),
    nameOf,
  )
/** The name of the node right above `name` in the tree (its parent), or undefined. */
function parentIn(rows: Row[], name: string) {
  const at = rows.findIndex((r) => r.name === name)
  if (at < 0) return undefined
  for (let i = at - 1; i >= 0; i--) if (rows[i].level === rows[at].level - 1) return rows[i].name
  return undefined
}
/** Picks `option` in the company select of `scope`, typing `search` first. */
const pickCompany = (page: Page, scope: Locator, search: string, option: string) =>
  pickOption(page, scope.getByRole('combobox', { name: '公司' }), option, search)

// a learner of 华东机械制造有限公司 (C002): generated users log in with Yd@123456 (mocks/README.md)
const HOLDER = { account: 'hd0002', password: 'Yd@123456' }

test('admin: a role with 我的学习 and 用户管理 › 新增用户 is exactly what its holder sees', async ({
  page,
  shot,
}) => {
  await page.goto('/system/role')
  const roles = page.getByRole('table', { name: '角色列表' })
  await expect(roles.locator('tbody tr.ant-table-row').first()).toBeVisible()
  await main(page).getByRole('button', { name: /新增/ }).click()
  let dialog = page.getByRole('dialog', { name: '新增角色' })
  await dialog.getByLabel('角色名称').fill('E2E角色')
  const tree = dialog.locator('.role-tree')
  await treeNode(tree, '我的学习').locator('.ant-tree-checkbox').click()
  await treeNode(tree, '新增用户').locator('.ant-tree-checkbox').click()
  await expect(
    tree.locator('.ant-tree-treenode-checkbox-checked .role-tree__node > span:first-child'),
    'a node checks its ancestors, not its siblings',
  ).toHaveText(['学习中心', '我的学习', '系统管理', '用户管理', '新增用户'])
  await shot('back-office-role-dialog')
  await toastAfter(page, '保存成功', () => okButton(dialog).click())
  await expect(roles.getByRole('cell', { name: 'E2E角色', exact: true })).toBeVisible()
  await shot('back-office-roles')
  await fitsPhone(page, shot, 'back-office-roles-phone')
  await page.setViewportSize({ width: 1440, height: 900 })

  // the role replaces the learner's own in user management
  await page.goto('/system/user')
  await pickCompany(page, main(page), '华东', '(C002)华东机械制造有限公司')
  await main(page).getByLabel('关键字').fill(HOLDER.account)
  await main(page)
    .getByRole('button', { name: /^查\s*询$/ })
    .click()
  const row = page
    .getByRole('table', { name: '用户列表' })
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: HOLDER.account, exact: true }) })
  await chooseInMenu(page, row.getByRole('button', { name: /更多/ }), '配置角色')
  dialog = page.getByRole('dialog', { name: '配置角色' })
  // a click on a chosen option lets it go
  await pickOption(page, dialog.getByRole('combobox', { name: '角色' }), /^学员$/)
  await page.locator('.ant-select-item-option').filter({ hasText: 'E2E角色' }).click()
  await page.keyboard.press('Escape')
  const chosen = await dialog.innerText()
  expect(chosen, 'roles chosen').toContain('E2E角色')
  expect(chosen, 'roles chosen').not.toContain('学员')
  await toastAfter(page, '设置成功', () => okButton(dialog).click())

  await logoutByMenu(page)
  // (the phone-width check above folded only the drawer: the holder's sidebar opens in full)
  await login(page, HOLDER.account, HOLDER.password)
  const nav = page.getByRole('navigation', { name: '主菜单' })
  await expect(nav.getByRole('link', { name: '用户管理' })).toBeVisible()
  const entries = await nav.getByRole('link').allInnerTexts()
  expect(
    entries.map((e) => e.trim()),
    `the sidebar holds exactly the role's pages: ${entries.join()}`,
  ).toEqual(['我的首页', '我的学习', '用户管理'])
  await shot('back-office-role-holder-sidebar')
  await nav.getByRole('link', { name: '用户管理' }).click()
  await expectPath(page, '/system/user')
  await expect(
    page.getByRole('table', { name: '用户列表' }).locator('tbody tr.ant-table-row').first(),
  ).toBeVisible()
  const toolbar = main(page).getByRole('toolbar', { name: '用户操作' })
  await expect(toolbar.getByRole('button', { name: /新\s*增/ })).toBeVisible()
  expect(
    await toolbar.getByRole('button', { name: /导\s*入/ }).count(),
    'no 导入 without 导入用户',
  ).toBe(0)
  await shot('back-office-role-holder-users')
})

test('admin: a department added, renamed, moved and deleted', async ({ page, shot }) => {
  await page.goto('/system/org')
  const tree = main(page).locator('.org-tree')
  const rows = () => treeRows(tree, '.org-node__name')
  /** Selects the node (its buttons show) and clicks its `action`. */
  const act = async (name: string, action: string) => {
    await treeNode(tree, name).locator('.org-node__name').click()
    await tree.getByRole('button', { name: `${action}：${name}` }).click()
  }
  await expect(treeNode(tree, '培训教研部')).toBeVisible()
  await shot('back-office-orgs')

  await act('培训教研部', '新增下级')
  let dialog = page.getByRole('dialog', { name: '新增部门' })
  await dialog.getByLabel('部门名称').fill('E2E测试部')
  await toastAfter(page, '保存成功', () => okButton(dialog).click())
  await expect(treeNode(tree, 'E2E测试部')).toBeVisible()
  expect(parentIn(await rows(), 'E2E测试部'), 'added under 培训教研部').toBe('培训教研部')

  await act('E2E测试部', '编辑')
  dialog = page.getByRole('dialog', { name: '编辑部门' })
  await dialog.getByLabel('部门名称').fill('E2E质量部')
  await toastAfter(page, '保存成功', () => okButton(dialog).click())
  await expect(dialog).toBeHidden()
  await expect(treeNode(tree, 'E2E质量部')).toBeVisible()
  expect(await treeNode(tree, 'E2E测试部').count(), 'the old name is gone').toBe(0)
  expect(parentIn(await rows(), 'E2E质量部'), 'renamed in place').toBe('培训教研部')

  // moved under 综合管理部 › 财务组 with the cascader (its own subtree is not offered)
  await act('E2E质量部', '编辑')
  dialog = page.getByRole('dialog', { name: '编辑部门' })
  await dialog.getByLabel('上级部门').click()
  const column = (n: number) =>
    page.locator('.ant-cascader-menu').nth(n).locator('.ant-cascader-menu-item')
  await column(1).filter({ hasText: '综合管理部' }).click()
  await column(2).filter({ hasText: '财务组' }).click()
  await shot('back-office-org-move')
  await toastAfter(page, '保存成功', () => okButton(dialog).click())
  await expect(dialog).toBeHidden()
  // the tree shows the move once the department comes after 财务组
  await expect
    .poll(async () => {
      const names = (await rows()).map((r) => r.name)
      return names.indexOf('E2E质量部') > names.indexOf('财务组')
    })
    .toBe(true)
  expect(parentIn(await rows(), 'E2E质量部'), 'moved under 财务组').toBe('财务组')
  expect(parentIn(await rows(), '财务组'), '财务组 stays where it was').toBe('综合管理部')

  await act('E2E质量部', '删除')
  await toastAfter(page, '删除成功!', () => confirm(page, '注：您确定要删除吗？该操作将无法恢复！'))
  await expect(treeNode(tree, 'E2E质量部')).toHaveCount(0)
  await expect(treeNode(tree, '财务组')).toBeVisible()
  await fitsPhone(page, shot, 'back-office-orgs-phone')
})

test('admin: a post assigned to two departments, removed from one, stays in the other', async ({
  page,
  shot,
}) => {
  await page.goto('/system/post')
  const table = page.getByRole('table', { name: '岗位列表' })
  const row = table
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: 'E2E岗位', exact: true }) })
  const departments = main(page).locator('aside.posts-layout__tree')
  /** Lists the posts of a department (a click on it in the tree beside the list). */
  const openDepartment = async (name: string) => {
    await treeNode(departments, name).locator('.ant-tree-node-content-wrapper').click()
    await page.waitForURL(/org=/)
  }
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible()

  await main(page)
    .getByRole('button', { name: /新\s*增/ })
    .click()
  let dialog = page.getByRole('dialog', { name: '新增', exact: true })
  await dialog.getByLabel('岗位名称').fill('E2E岗位')
  await toastAfter(page, '保存成功', () => okButton(dialog).click())
  await expect(row).toBeVisible()
  expect(await row.locator('.ant-rate-star-full').count(), 'a new post is of importance 3').toBe(3)

  await row.getByRole('button', { name: '更新部门' }).click()
  dialog = page.getByRole('dialog', { name: '更新部门' })
  for (const name of ['安全教研室', '财务组'])
    await treeNode(dialog, name).locator('.ant-tree-checkbox').click()
  await expect(dialog.getByText('已选 2 个部门')).toBeVisible()
  await shot('back-office-post-departments')
  await toastAfter(page, '设置成功', () =>
    dialog.getByRole('button', { name: /^保\s*存$/ }).click(),
  )
  await expect(row.getByText(/安全教研室.*财务组|财务组.*安全教研室/)).toBeVisible()
  await shot('back-office-posts')

  await openDepartment('安全教研室')
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: '移除' }).click()
  await toastAfter(page, '移除成功!', () => confirm(page, '是否移除当前部门下此岗位'))
  await expect(row).toHaveCount(0)

  await openDepartment('财务组')
  await expect(row).toBeVisible()
  await main(page).getByRole('button', { name: '全部岗位' }).click()
  await page.waitForURL((url) => !url.searchParams.get('org'))
  await expect(row).toBeVisible()
  const cell = await row.locator('td').nth(2).innerText()
  expect(cell, 'departments now').toContain('财务组')
  expect(cell, 'departments now').not.toContain('安全教研室')
  await fitsPhone(page, shot, 'back-office-posts-phone')
})
