import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { findNode } from '../../../mocks/menu-tree'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { BUTTONS_UNREAD } from './menu-form-fields'
import {
  confirmDialog,
  dialogTitled,
  renderWithProviders,
  rowOf as kitRowOf,
  setupUser,
} from '../../testing'
import { Component as MenusPage } from './menus-page'

const A = '/Api/SysConfig/sys_action'
const table = () => screen.findByRole('table', { name: '菜单列表' })
const rowOf = (name: string) => kitRowOf('菜单列表', name)
const rowButton = (row: ReturnType<typeof within>, name: RegExp) =>
  row.getByRole('button', { name })
const modal = dialogTitled
const OK = /^确\s*定$/

function open() {
  loginAs('admin')
  const wire = watchWire()
  renderWithProviders(<MenusPage />)
  return { wire, user: setupUser() }
}

describe('permission tree admin', { timeout: 60_000 }, () => {
  it('shows the whole tree with each type, invalid entries included', async () => {
    findNode(35)!.status = 0 // 岗位管理
    const { wire } = open()
    expect((await rowOf('系统管理')).getByText('菜单')).toBeInTheDocument()
    const page = await rowOf('用户管理')
    expect(page.getByText('页面')).toBeInTheDocument()
    expect(page.getByText('/system/user')).toBeInTheDocument()
    expect(page.getByText('user')).toBeInTheDocument() // its icon's name, for screen readers
    const permission = await rowOf('新增用户')
    expect(permission.getByText('权限')).toBeInTheDocument()
    expect(permission.getByText('User.AddUser')).toBeInTheDocument()
    expect(permission.queryByText('新增子项')).toBeNull()
    const invalid = await rowOf('岗位管理')
    expect(invalid.getByText('无效')).toBeInTheDocument()
    expect(invalid.getByText('设为有效')).toBeInTheDocument()
    const [sent] = await wire.to(`${A}/GetRoleTree`)
    expect(sent.query).toEqual({ ActionType: '0,1,2' })
  })

  it('adds a child: a page under the menu it was opened from (parentId), 保存成功', async () => {
    const { wire, user } = open()
    await user.click(rowButton(await rowOf('系统管理'), /^新增子项$/))
    const form = await modal('新增子项（系统管理）')
    expect(form.getByRole('radio', { name: '页面' })).toBeChecked()
    await user.type(form.getByLabelText('菜单名'), ' 操作日志 ')
    await user.type(form.getByLabelText('路由地址'), '/system/log')
    await user.click(form.getByText('添加按钮'))
    await user.type(form.getByLabelText('第 1 个按钮的名称'), '导出日志')
    await user.type(form.getByLabelText('第 1 个按钮的权限值'), 'Log.Export')
    await user.click(form.getByRole('button', { name: OK }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [sent] = await wire.to(`${A}/AddAction`)
    expect(sent.body).toEqual({
      parentId: 3,
      type: 1,
      name: '操作日志',
      url: '/system/log',
      icon: '',
      value: '',
      sort: 6,
      isHidden: 0,
      needAction: 0,
      status: 1,
      roleList: [{ name: '导出日志', value: 'Log.Export' }],
    })
    expect((await rowOf('操作日志')).getByText('/system/log')).toBeInTheDocument()
    expect((await rowOf('导出日志')).getByText('权限')).toBeInTheDocument()
  })

  it('edits with the record of GetActionById and sends the EditAction body', async () => {
    const { wire, user } = open()
    await user.click(rowButton(await rowOf('角色管理'), /^编\s*辑$/))
    const form = await modal('编辑菜单')
    await waitFor(() => expect(form.getByLabelText('菜单名')).toHaveValue('角色管理'))
    expect((await wire.to(`${A}/GetActionById`))[0].query).toEqual({ Id: '32' })
    expect(form.getByLabelText('第 2 个按钮的权限值')).toHaveValue('role.edit')
    await user.clear(form.getByLabelText('菜单名'))
    await user.type(form.getByLabelText('菜单名'), '角色配置')
    await user.click(form.getByRole('button', { name: OK }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [sent] = await wire.to(`${A}/EditAction`)
    // the record as GetActionById gave it, less the entries under it, with the new name
    expect(sent.body).toEqual({
      id: 32,
      code: 'ACT0032',
      parentId: 3,
      type: 1,
      name: '角色配置',
      url: '/system/role',
      icon: 'team',
      value: '',
      sort: 2,
      isHidden: 0,
      needAction: 0,
      status: 1,
      roleList: [
        { name: '新增角色', value: 'role.add' },
        { name: '编辑角色', value: 'role.edit' },
      ],
    })
    expect(await rowOf('角色配置')).toBeTruthy()
  })

  it('needs a name: 请输入菜单名, and nothing is sent', async () => {
    const { wire, user } = open()
    await table()
    await user.click(screen.getByRole('button', { name: /新增顶级菜单/ }))
    const form = await modal('新增顶级菜单')
    expect(form.getByRole('radio', { name: '菜单' })).toBeChecked()
    await user.click(form.getByRole('button', { name: OK }))
    expect(await form.findByText('请输入菜单名')).toBeInTheDocument()
    expect(await wire.to(`${A}/AddAction`)).toHaveLength(0)
  })

  it('blocks a button value used twice, or used by another entry, before saving', async () => {
    const { wire, user } = open()
    await user.click(rowButton(await rowOf('角色管理'), /^编\s*辑$/))
    const form = await modal('编辑菜单')
    await waitFor(() => expect(form.getByLabelText('菜单名')).toHaveValue('角色管理'))
    await user.click(form.getByText('添加按钮'))
    await user.type(form.getByLabelText('第 3 个按钮的名称'), '删除角色')
    await user.type(form.getByLabelText('第 3 个按钮的权限值'), 'role.add')
    await user.click(form.getByRole('button', { name: OK }))
    expect((await form.findAllByText('权限值不能重复')).length).toBeGreaterThan(0)

    await user.clear(form.getByLabelText('第 3 个按钮的权限值'))
    await user.type(form.getByLabelText('第 3 个按钮的权限值'), 'User.AddUser')
    await user.click(form.getByRole('button', { name: OK }))
    expect(await form.findByText('权限值已存在（新增用户）')).toBeInTheDocument()
    expect(await wire.to(`${A}/EditAction`)).toHaveLength(0)
  })

  it('status toggle asks first: 取消 shows 已取消; 确定 sends SaveActionStatus with the Code', async () => {
    const { wire, user } = open()
    const question = '确定将“岗位管理”设为无效吗？'
    await user.click(rowButton(await rowOf('岗位管理'), /^设为无效$/))
    const ask = await confirmDialog(question)
    await user.click(ask.getByRole('button', { name: /取\s*消/ }))
    expect(await screen.findByText('已取消')).toBeInTheDocument()
    expect(await wire.to(`${A}/SaveActionStatus`)).toHaveLength(0)

    await user.click(rowButton(await rowOf('岗位管理'), /^设为无效$/))
    const again = await confirmDialog(question)
    await user.click(again.getByRole('button', { name: OK }))
    expect(await screen.findByText('操作成功')).toBeInTheDocument()
    expect((await wire.to(`${A}/SaveActionStatus`))[0].query).toEqual({ Code: 'ACT0035' })
    await waitFor(async () => expect((await rowOf('岗位管理')).getByText('无效')).toBeTruthy())
  })

  it('a failed load shows 菜单加载失败 with 重试, which loads again', async () => {
    let refused = true
    server.use(http.get(`*${A}/GetRoleTree`, () => (refused ? fail('服务器繁忙') : undefined)))
    const { user } = open()
    expect(await screen.findByText('菜单加载失败')).toBeInTheDocument()
    refused = false
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await rowOf('系统管理')).toBeTruthy()
  })
})

describe('permission tree admin: what the answers did not carry', { timeout: 60_000 }, () => {
  it('a record without most fields: says which, and a rename sends none of them back blank', async () => {
    server.use(
      http.get(`*${A}/GetActionById`, () => envelope({ id: 32, name: '角色管理', type: 1 })),
    )
    const { wire, user } = open()
    await user.click(rowButton(await rowOf('角色管理'), /^编\s*辑$/))
    const form = await modal('编辑菜单')
    await waitFor(() => expect(form.getByLabelText('菜单名')).toHaveValue('角色管理'))
    expect(form.getByText('未能读取：路由地址、图标、排序、隐藏、需要权限')).toBeInTheDocument()
    expect(form.getByText(BUTTONS_UNREAD)).toBeInTheDocument()
    expect(form.queryByText('添加按钮')).toBeNull()
    await user.clear(form.getByLabelText('菜单名'))
    await user.type(form.getByLabelText('菜单名'), '角色配置')
    await user.click(form.getByRole('button', { name: OK }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [sent] = await wire.to(`${A}/EditAction`)
    // id, code and parentId as the tree gave them; nothing else but what the form read
    expect(sent.body).toEqual({ id: 32, code: 'ACT0032', parentId: 3, type: 1, name: '角色配置' })
    const node = findNode(32)!
    expect(node.url).toBe('/system/role')
    expect(node.child.map((c) => c.value)).toEqual(['role.add', 'role.edit'])
  })

  it('an entry without id and code: 编辑 and the toggle say why and send nothing', async () => {
    server.use(
      http.get(`*${A}/GetRoleTree`, () =>
        envelope([{ name: '无编号菜单', type: 0, url: '', child: [] }]),
      ),
    )
    const { wire, user } = open()
    const entry = await rowOf('无编号菜单')
    expect(entry.getAllByText('-').length).toBeGreaterThan(0)
    await user.click(rowButton(entry, /^编\s*辑$/))
    expect(await screen.findByText('该项没有编号，无法读取和编辑')).toBeInTheDocument()
    await user.click(rowButton(entry, /^新增子项$/))
    expect(await screen.findByText('该项没有编号，不能在其下新增')).toBeInTheDocument()
    await user.click(rowButton(entry, /^切换状态$/))
    expect(await screen.findByText('该项没有编码，无法切换状态')).toBeInTheDocument()
    expect(await wire.to(`${A}/GetActionById`)).toHaveLength(0)
    expect(await wire.to(`${A}/SaveActionStatus`)).toHaveLength(0)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
