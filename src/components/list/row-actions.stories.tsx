import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { RowActions } from './row-actions'

const session = (actions: string[]) => ({
  session: { roles: ['平台管理员'], info: null, actions, menuRoutes: [] },
})
const all = ['User.Edit', 'User.Delete', 'User.ResetPwd', 'User.SetRole']

const meta = {
  title: 'List/RowActions',
  tags: ['autodocs'],
  component: RowActions,
  args: {
    actions: [
      { key: 'edit', label: '编辑', permission: 'User.Edit', onClick: fn() },
      { key: 'delete', label: '删除', permission: 'User.Delete', danger: true, onClick: fn() },
      { key: 'pwd', label: '重置密码', permission: 'User.ResetPwd', onClick: fn() },
      { key: 'role', label: '分配角色', permission: 'User.SetRole', onClick: fn() },
    ],
  },
  parameters: { preloadedState: session(all) },
} satisfies Meta<typeof RowActions>

export default meta
type Story = StoryObj<typeof meta>

/** Every permission: 编辑, 删除 and the rest under 更多. */
export const AllGranted: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /更多/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '分配角色' }))
    await expect(args.actions[3].onClick).toHaveBeenCalled()
  },
}

/** Only User.Edit and User.ResetPwd: the others are not rendered. */
export const SomeGranted: Story = {
  parameters: { preloadedState: session(['User.Edit', 'User.ResetPwd']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '重置密码' })).toBeInTheDocument()
  },
}

/** No permission at all: nothing is rendered. */
export const NoneGranted: Story = { parameters: { preloadedState: session([]) } }
