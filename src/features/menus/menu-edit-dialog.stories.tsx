import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { storyLogin } from '../../../mocks/story-login'
import { MenuEditDialog } from './menu-edit-dialog'
import { flattenRows, menuRows } from './menu-tree'

// The menu dialog on the mock's tree, as the platform administrator.
const rows = () => menuRows(db.menus)
const row = (name: string) => flattenRows(rows()).find((r) => r.name === name)!
const dialog = async (title: string) =>
  within(
    (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '[role=dialog]',
    )!,
  )

const meta = {
  title: 'Menus/MenuEditDialog',
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta
type Story = StoryObj<typeof MenuEditDialog>

/** 编辑菜单 of a top-level menu: name, url, icon picker, sort, switches; no buttons. */
export const EditMenu: Story = {
  render: () => (
    <MenuEditDialog
      open
      target={{ mode: 'edit', node: row('系统管理') }}
      rows={rows()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const form = await dialog('编辑菜单')
    await waitFor(() => expect(form.getByLabelText('菜单名')).toHaveValue('系统管理'))
    await expect(form.queryByText('添加按钮')).toBeNull()
  },
}

/** 编辑菜单 of a page: its button permissions (name and value rows). */
export const EditPageWithButtons: Story = {
  render: () => (
    <MenuEditDialog
      open
      target={{ mode: 'edit', node: row('用户管理') }}
      rows={rows()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const form = await dialog('编辑菜单')
    await waitFor(() =>
      expect(form.getByLabelText('第 1 个按钮的权限值')).toHaveValue('User.AddUser'),
    )
  },
}

/** A new permission under a page: its own 权限值, checked against the whole tree. */
export const AddPermission: Story = {
  render: () => (
    <MenuEditDialog
      open
      target={{ mode: 'add', parent: row('角色管理') }}
      rows={rows()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const form = await dialog('新增子项（角色管理）')
    await expect(form.getByRole('radio', { name: '权限' })).toBeChecked()
    await expect(form.getByLabelText('权限值')).toBeInTheDocument()
  },
}
