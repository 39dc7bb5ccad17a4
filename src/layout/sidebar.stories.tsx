import type { Meta, StoryObj } from '@storybook/react-vite'
import { Layout } from 'antd'
import { Sidebar } from './sidebar'
import { adminSession, learnerSession } from './story-fixtures'

const meta = {
  title: 'Layout/Sidebar',
  tags: ['autodocs'],
  component: Sidebar,
  parameters: {
    layout: 'fullscreen',
    route: '/system/user',
    preloadedState: { session: adminSession },
  },
  decorators: [
    (Story) => (
      <Layout style={{ height: 640 }} hasSider>
        <Story />
        <Layout.Content />
      </Layout>
    ),
  ],
} satisfies Meta<typeof Sidebar>

export default meta
type Story = StoryObj<typeof meta>

/** An admin on the user list: the fixed entries, the permission group and the server menus. */
export const Admin: Story = {}

/** A learner sees only the learner menus. */
export const Learner: Story = {
  parameters: { route: '/study/index', preloadedState: { session: learnerSession } },
}

/** Collapsed to icons (the hamburger, remembered in a cookie). */
export const Collapsed: Story = {
  parameters: {
    preloadedState: {
      session: adminSession,
      app: { sidebarOpened: false, drawerOpened: false, device: 'desktop', size: 'middle' },
    },
  },
}
