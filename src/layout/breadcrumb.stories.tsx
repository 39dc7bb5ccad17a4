import type { Meta, StoryObj } from '@storybook/react-vite'
import { AppBreadcrumb } from './breadcrumb'
import { adminSession } from './story-fixtures'

const meta = {
  title: 'Layout/Breadcrumb',
  tags: ['autodocs'],
  component: AppBreadcrumb,
  parameters: { route: '/system/user', preloadedState: { session: adminSession } },
} satisfies Meta<typeof AppBreadcrumb>

export default meta
type Story = StoryObj<typeof meta>

/** A server menu page: 首页 / 系统管理 / 用户管理. */
export const MenuPage: Story = {}

/** Another group: 首页 / 学习中心 / 我的考试. */
export const OtherGroup: Story = { parameters: { route: '/exam/index' } }
