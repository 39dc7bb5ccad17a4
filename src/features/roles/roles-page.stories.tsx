import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { Component as RolesPage } from './roles-page'

// 角色管理 on the stateful mock as the platform administrator; the session's action values say
// which buttons show.
const session = (actions: string[]) => ({
  session: { roles: ['平台管理员', 'admin'], info: null, actions, menuRoutes: [] },
})

const meta = {
  title: 'Roles/RolesPage',
  component: RolesPage,
  loaders: [storyLogin('u-admin')],
  parameters: { route: '/system/role', preloadedState: session(['role.add', 'role.edit']) },
} satisfies Meta<typeof RolesPage>

export default meta
type Story = StoryObj<typeof meta>

/** role.add and role.edit: 新增 above the list, 编辑 on each row. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '角色列表' })
    // the demo roles admin and editor
    await expect(await within(table).findAllByText('模板演示角色')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument()
    await expect(within(table).getAllByRole('button', { name: /编\s*辑/ }).length).toBeGreaterThan(
      0,
    )
  },
}

/** Without either key (a company administrator): the list only. */
export const ReadOnly: Story = {
  parameters: { preloadedState: session([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '角色列表' })
    await within(table).findAllByText('学员')
    await expect(canvas.queryByRole('button', { name: /新\s*增/ })).toBeNull()
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull()
  },
}
