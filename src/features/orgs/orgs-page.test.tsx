import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { bigOrgTree, DEEP_ORG } from './org-fixtures'
import { Component as OrgsPage } from './orgs-page'

const ORG_TREE = '/Api/User/user_org/GetOrgTree'
const button = (name: RegExp | string) => screen.getByRole('button', { name })
const tree = () => screen.findByRole('tree', { name: '组织机构' })
function open(who = 'admin') {
  loginAs(who)
  const user = setupUser()
  renderWithProviders(<OrgsPage />)
  return user
}

/** A department with `name`, in the first company, for a test to change. */
function addOrg(orgName: string, pId = 0) {
  const id = Math.max(...db.orgs.map((o) => o.id)) + 1
  db.orgs.push({ id, pId, orgName, orgCode: `C001-X${id}`, order: 9, companyCode: 'C001' })
  return id
}

describe('组织机构: the tree', { timeout: 45000 }, () => {
  it('shows the root, the departments and their first level; the root is never edited or deleted', async () => {
    open()
    await within(await tree()).findByText('工伤预防培训中心')
    expect(screen.getByText('平台运营部')).toBeInTheDocument()
    expect(screen.getByText('课程运营组')).toBeInTheDocument()
    expect(screen.queryByText('内容审核小组')).toBeNull()
    expect(screen.getByLabelText('新增下级：工伤预防培训中心')).toBeInTheDocument()
    expect(screen.queryByLabelText('编辑：工伤预防培训中心')).toBeNull()
    expect(screen.queryByLabelText('删除：工伤预防培训中心')).toBeNull()
    expect(screen.getByLabelText('编辑：平台运营部')).toBeInTheDocument()
  })

  it('cuts names after 18 characters and shows the whole name in a tooltip', async () => {
    const long = '安全生产标准化建设与应急救援管理委员会办公室'
    addOrg(long)
    const user = open()
    const cut = await screen.findByText(`${Array.from(long).slice(0, 18).join('')}…`)
    expect(screen.queryByText(long)).toBeNull()
    await user.hover(cut)
    expect(await screen.findByText(long)).toBeInTheDocument()
  })

  it('expands and collapses everything, and a search opens the way down to its matches', async () => {
    const user = open()
    await screen.findByText('平台运营部')
    await user.click(button(/展开全部/))
    expect(await screen.findByText('档案管理小组')).toBeInTheDocument()
    await user.click(button(/收起全部/))
    await waitFor(() => expect(screen.queryByText('课程运营组')).toBeNull())
    expect(screen.getByText('平台运营部')).toBeInTheDocument()

    await user.type(screen.getByLabelText('搜索部门'), '课题组')
    expect(await screen.findByText('机械安全课题组')).toBeInTheDocument()
    expect(screen.getByText('职业病防治课题组')).toBeInTheDocument()
    expect(screen.queryByText('平台运营部')).toBeNull()
    expect(screen.getByText('找到 2 个部门')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('搜索部门'))
    expect(await screen.findByText('平台运营部')).toBeInTheDocument()
  })

  it('works with the keyboard: arrows and space select a node, Tab reaches its buttons', async () => {
    const user = open()
    const t = await tree()
    await within(t).findByText('平台运营部')
    t.focus()
    // the root is active on focus; down goes to its first department
    await user.keyboard('{ArrowDown} ')
    const row = screen.getByText('平台运营部').closest('[role=treeitem]')!
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByLabelText('新增下级：平台运营部'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByLabelText('编辑：平台运营部'))
    await user.keyboard('{Enter}')
    expect(await screen.findByText('部门名称', {}, { timeout: 15000 })).toBeInTheDocument()
  })

  it('shows a failed load with 重试, and an empty tree as 暂无数据', async () => {
    let calls = 0
    server.use(
      route('get', ORG_TREE, () => {
        calls += 1
        return calls === 1 ? fail('服务器开小差了') : envelope([])
      }),
    )
    const user = open()
    expect(await screen.findByText('组织机构加载失败')).toBeInTheDocument()
    await user.click(button(/重\s*试/))
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0)
  })
})

describe('组织机构: a company of 2,000 departments', { timeout: 45000 }, () => {
  it('renders only the rows in view (virtual list) and finds a deep match', async () => {
    const big = bigOrgTree()
    server.use(route('get', ORG_TREE, () => envelope(big)))
    const user = open()
    const t = await tree()
    await within(t).findByText('部门0')
    await user.click(button(/展开全部/))
    await within(t).findByText('科室0-0')
    const rows = within(t).getAllByRole('treeitem')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(100)

    await user.type(screen.getByLabelText('搜索部门'), DEEP_ORG.slice(0, 3))
    expect(await within(t).findByText(DEEP_ORG)).toBeInTheDocument()
    expect(screen.getByText('科室17-8')).toBeInTheDocument()
    expect(screen.getByText('找到 1 个部门')).toBeInTheDocument()
  })
})
