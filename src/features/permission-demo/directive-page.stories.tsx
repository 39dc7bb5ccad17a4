import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component as DirectivePage } from './directive-page'

// 指令权限 with the sessions of the seeded admin (王建国) and company (李晓梅) accounts.
const session = (roles: string[], actions: string[]) => ({
  session: { roles, info: null, actions, menuRoutes: [] },
})

const meta = {
  title: 'PermissionDemo/DirectivePage',
  component: DirectivePage,
  parameters: {
    preloadedState: session(['平台管理员', 'admin'], ['role.add', 'role.edit', 'User.AddUser']),
  },
} satisfies Meta<typeof DirectivePage>

export default meta
type Story = StoryObj<typeof meta>

/** The admin: everything but the editor-only content. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('只有 admin 角色能看到这段内容')).toBeInTheDocument()
    await expect(canvas.queryByText('只有 editor 角色能看到这段内容')).toBeNull()
  },
}

/** The company administrator: no demo role and no role.add; User.AddUser shows. */
export const CompanyAccount: Story = {
  parameters: { preloadedState: session(['企业管理员'], ['User.AddUser', 'User.ComPanyEdit']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText('只有 admin 角色能看到这段内容')).toBeNull()
    await expect(canvas.getAllByText('当前账号不满足条件，此处内容已隐藏').length).toBe(5)
  },
}
