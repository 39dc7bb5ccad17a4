import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { antd, dialogWith, renderWithProviders, setupUser } from '../../testing'
import { Component as OrgsPage } from './orgs-page'

const orgOf = (name: string) => db.orgs.find((o) => o.orgName === name)!
const toast = antd.findToast
const ok = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /^确\s*定$/ })
/** The open cascader's column items, by their whole names. */
const cascaderItems = () =>
  screen.queryAllByRole('menuitemcheckbox').map((li) => li.getAttribute('title'))

async function open() {
  loginAs('admin')
  const user = setupUser()
  renderWithProviders(<OrgsPage />)
  await screen.findByText('平台运营部')
  return user
}

/** A department without children or people, in the first company, for a test to delete. */
function addOrg(orgName: string, pId: number) {
  const id = Math.max(...db.orgs.map((o) => o.id)) + 1
  db.orgs.push({ id, pId, orgName, orgCode: `C001-X${id}`, order: 9, companyCode: 'C001' })
  return id
}

describe('组织机构: add, edit, move, delete', { timeout: 45000 }, () => {
  it('新增下级 sends the parent’s id as pId, order 0 by default, and shows the new department', async () => {
    const wire = watchWire()
    const user = await open()
    await user.click(screen.getByLabelText('新增下级：培训教研部'))
    const dialog = await dialogWith('部门名称')
    expect(dialog.getByText('培训教研部')).toBeInTheDocument()
    expect(dialog.getByLabelText('排序')).toHaveValue('0')
    await user.type(dialog.getByLabelText('部门名称'), '应急管理教研室')
    await user.click(ok(dialog))
    expect(await toast('保存成功')).toBeInTheDocument()
    const [sent] = await wire.to('/AddOrg')
    expect(sent.body).toEqual({ pId: orgOf('培训教研部').id, orgName: '应急管理教研室', order: 0 })
    expect(await screen.findByText('应急管理教研室')).toBeInTheDocument()
  })

  it('the name is required: 请输入部门, nothing is sent', async () => {
    const wire = watchWire()
    const user = await open()
    await user.click(screen.getByLabelText('编辑：综合管理部'))
    const dialog = await dialogWith('部门名称')
    await user.clear(dialog.getByLabelText('部门名称'))
    await user.click(ok(dialog))
    expect(await dialog.findByText('请输入部门')).toBeInTheDocument()
    expect(await wire.to('/EditOrg')).toEqual([])
  })

  it('edits the name and order, moves under another parent, and keeps the opened nodes open', async () => {
    const wire = watchWire()
    const user = await open()
    // open 安全教研室 (second level): it must stay open after the save
    const row = screen.getByText('安全教研室').closest<HTMLElement>('[role=treeitem]')!
    await user.click(antd.treeSwitcher(row)!)
    expect(await screen.findByText('机械安全课题组')).toBeInTheDocument()

    await user.click(screen.getByLabelText('编辑：用户服务组'))
    const dialog = await dialogWith('部门名称')
    expect(dialog.getByLabelText('部门名称')).toHaveValue('用户服务组')
    await user.clear(dialog.getByLabelText('部门名称'))
    await user.type(dialog.getByLabelText('部门名称'), '客户服务组')
    await user.clear(dialog.getByLabelText('排序'))
    await user.type(dialog.getByLabelText('排序'), '7')
    // the cascader opens on the current parent: 平台运营部, without 用户服务组 itself
    await user.click(dialog.getByLabelText('上级部门'))
    await waitFor(() => expect(cascaderItems()).toContain('课程运营组'))
    expect(cascaderItems()).not.toContain('用户服务组')
    await user.click(
      screen.getAllByRole('menuitemcheckbox').find((li) => li.title === '综合管理部')!,
    )
    await user.keyboard('{Escape}')
    await user.click(ok(dialog))
    expect(await toast('保存成功')).toBeInTheDocument()
    const [sent] = await wire.to('/EditOrg')
    const org = orgOf('客户服务组')
    // the node as GetOrgTree gave it (its departments below left out), with the changes
    expect(sent.body).toMatchObject({
      id: org.id,
      pId: orgOf('综合管理部').id,
      orgName: '客户服务组',
      orgCode: org.orgCode,
      order: 7,
    })
    expect(sent.body).not.toHaveProperty('children')
    expect(await screen.findByText('客户服务组')).toBeInTheDocument()
    expect(screen.getByText('机械安全课题组')).toBeInTheDocument()
  })

  it('the cascader offers neither the department itself nor anything under it', async () => {
    const user = await open()
    await user.click(screen.getByLabelText('编辑：平台运营部'))
    const dialog = await dialogWith('部门名称')
    await user.click(dialog.getByLabelText('上级部门'))
    await waitFor(() => expect(cascaderItems()).toContain('培训教研部'))
    expect(cascaderItems()).not.toContain('平台运营部')
    // its children are not offered either: searched by name, other departments are found, they are not
    const menuText = () =>
      screen
        .queryAllByRole('menu')
        .map((column) => column.textContent)
        .join('')
    await user.type(dialog.getByLabelText('上级部门'), '课题组')
    await waitFor(() => expect(menuText()).toMatch(/机械安全课题组/))
    await user.clear(dialog.getByLabelText('上级部门'))
    await user.type(dialog.getByLabelText('上级部门'), '运营组')
    await waitFor(() => expect(menuText()).not.toMatch(/机械安全课题组/))
    expect(menuText()).not.toMatch(/课程运营组/)
  })

  it('删除 asks first: 取消 shows 已取消, 确定 sends the node and removes it', async () => {
    const id = addOrg('临时项目组', orgOf('综合管理部').id)
    const wire = watchWire()
    const user = await open()
    const question = '注：您确定要删除吗？该操作将无法恢复！'
    await user.click(screen.getByLabelText('删除：临时项目组'))
    await user.click((await dialogWith(question)).getByText(/^取\s*消$/))
    expect(await toast('已取消')).toBeInTheDocument()
    expect(await wire.to('/DeleteOrg')).toEqual([])

    await user.click(screen.getByLabelText('删除：临时项目组'))
    await user.click(ok(await dialogWith(question)))
    expect(await toast('删除成功!')).toBeInTheDocument()
    const [sent] = await wire.to('/DeleteOrg')
    expect(sent.body).toEqual({
      id,
      pId: orgOf('综合管理部').id,
      orgName: '临时项目组',
      orgCode: `C001-X${id}`,
      order: 9,
      label: '临时项目组',
    })
    await waitFor(() => expect(screen.queryByText('临时项目组')).toBeNull())
  })
})
