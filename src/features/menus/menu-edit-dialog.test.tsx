import { screen, waitFor } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { dialogTitled, renderWithProviders, setupUser } from '../../testing'
import { ICON_NAMES } from './icon-names'
import { MenuEditDialog, type MenuDialogTarget } from './menu-edit-dialog'
import { flattenRows, menuRows } from './menu-tree'

const A = '/Api/SysConfig/sys_action'
const OK = /^确\s*定$/
const row = (name: string) => flattenRows(menuRows(db.menus)).find((r) => r.name === name)!
const modal = dialogTitled

function open(target: MenuDialogTarget) {
  loginAs('admin')
  const wire = watchWire()
  const onClose = vi.fn()
  renderWithProviders(
    <MenuEditDialog open target={target} rows={menuRows(db.menus)} onClose={onClose} />,
  )
  return {
    wire,
    onClose,
    user: setupUser(),
  }
}

describe('MenuEditDialog', { timeout: 60_000 }, () => {
  it('offers only icons the sidebar draws', () => {
    expect(ICON_NAMES).toEqual(expect.arrayContaining(['book', 'team', 'apartment']))
    expect(ICON_NAMES).toHaveLength(28)
  })

  it('a permission under a page: its value is checked against the tree, then AddAction', async () => {
    const { wire, onClose, user } = open({ mode: 'add', parent: row('角色管理') })
    const form = await modal('新增子项（角色管理）')
    expect(form.getByRole('radio', { name: '权限' })).toBeChecked()
    expect(form.queryByLabelText('路由地址')).toBeNull()
    await user.type(form.getByLabelText('菜单名'), '删除角色')
    await user.type(form.getByLabelText('权限值'), 'role.add')
    await user.click(form.getByRole('button', { name: OK }))
    expect(await form.findByText('权限值已存在（新增角色）')).toBeInTheDocument()
    expect(await wire.to(`${A}/AddAction`)).toHaveLength(0)

    await user.clear(form.getByLabelText('权限值'))
    await user.type(form.getByLabelText('权限值'), 'role.delete')
    await user.click(form.getByRole('button', { name: OK }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const [sent] = await wire.to(`${A}/AddAction`)
    expect(sent.body).toEqual({
      parentId: 32,
      type: 2,
      name: '删除角色',
      url: '',
      icon: '',
      value: 'role.delete',
      sort: 3,
      isHidden: 1,
      needAction: 1,
      status: 1,
    })
  })

  it('the icon picker: a menu gets the icon chosen', async () => {
    const { wire, user } = open({ mode: 'edit', node: row('通知公告') })
    const form = await modal('编辑菜单')
    await waitFor(() => expect(form.getByLabelText('菜单名')).toHaveValue('通知公告'))
    await user.click(form.getByLabelText('图标'))
    await user.type(form.getByLabelText('图标'), 'team')
    await user.click(await screen.findByTitle('team'))
    await user.click(form.getByRole('button', { name: OK }))
    await waitFor(async () => expect(await wire.to(`${A}/EditAction`)).toHaveLength(1))
    const [sent] = await wire.to(`${A}/EditAction`)
    expect(sent.body).toMatchObject({ id: 4, type: 0, icon: 'team' })
    // a menu's (empty) button list goes back as GetActionById gave it; the entries under it stay out
    expect(sent.body).toMatchObject({ roleList: [] })
    expect(sent.body).not.toHaveProperty('child')
  })
})
