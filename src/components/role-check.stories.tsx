import type { Meta, StoryObj } from '@storybook/react-vite'
import { Alert } from 'antd'
import { RoleCheck } from './role-check'

const session = (roles: string[]) => ({
  session: { roles, info: null, actions: [], menuRoutes: [] },
})

const meta = {
  title: 'Components/RoleCheck',
  tags: ['autodocs'],
  component: RoleCheck,
  args: { roles: ['admin'], children: <Alert type="info" title="仅 admin 角色可见的内容" /> },
  parameters: { preloadedState: session(['admin']) },
} satisfies Meta<typeof RoleCheck>

export default meta
type Story = StoryObj<typeof meta>

/** An admin sees the content. */
export const Admin: Story = {}

/** An editor does not. */
export const Editor: Story = { parameters: { preloadedState: session(['editor']) } }
