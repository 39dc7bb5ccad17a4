import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Space } from 'antd'
import { ActionCheck } from './action-check'

const session = (actions: string[]) => ({
  session: { roles: ['平台管理员'], info: null, actions, menuRoutes: [] },
})

const meta = {
  title: 'Components/ActionCheck',
  tags: ['autodocs'],
  component: ActionCheck,
  args: { code: 'User.AddUser', children: <Button type="primary">新增</Button> },
  render: (args) => (
    <Space>
      <ActionCheck {...args} />
      <Button>查询（无需权限）</Button>
    </Space>
  ),
  parameters: { preloadedState: session(['User.AddUser']) },
} satisfies Meta<typeof ActionCheck>

export default meta
type Story = StoryObj<typeof meta>

/** The user holds User.AddUser: the add button shows. */
export const Granted: Story = {}

/** Without the action value the add button is not rendered. */
export const Denied: Story = { parameters: { preloadedState: session([]) } }
