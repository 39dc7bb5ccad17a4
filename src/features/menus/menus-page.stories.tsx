import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { Component as MenusPage } from './menus-page'

// 菜单权限 as the platform administrator, on the stateful mock: every level open.
const meta = {
  title: 'Menus/MenusPage',
  component: MenusPage,
  loaders: [storyLogin('u-admin')],
} satisfies Meta<typeof MenusPage>

export default meta
type Story = StoryObj<typeof meta>

/** The tree: menus, pages and permissions with their tags, icons and row actions. */
export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '菜单列表' })
    await expect(await within(table).findByText('User.AddUser')).toBeInTheDocument()
    await expect(within(table).getAllByText('权限').length).toBeGreaterThan(0)
  },
}

/** 设为无效 asks first (the confirm is left open). */
export const StatusConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cell = await canvas.findByText('岗位管理', { selector: 'td' })
    await userEvent.click(within(cell.closest('tr')!).getByText('设为无效'))
    await expect(await screen.findByText('确定将“岗位管理”设为无效吗？')).toBeInTheDocument()
  },
}
