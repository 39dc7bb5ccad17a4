import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { handlers } from '../../mocks/handlers'
import { AppLayout } from './app-layout'
import { adminSession } from './story-fixtures'

// The story has no token, so the unread count is answered here rather than by the stateful mock.
const unread = http.post('*/Api/SysConfig/sys_message/GetNoReadCount', () =>
  HttpResponse.json({ success: true, errorCode: 0, msg: '', data: 2 }),
)

// The logged-in shell around every back-office and learner page: sidebar, navbar with the
// breadcrumb, the open tabs and the page (empty here: the pages have their own stories).
const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  args: {
    fixedMenu: [{ path: '/dashboard', title: '我的首页', icon: 'dashboard' }],
    affixViews: [{ path: '/dashboard', fullPath: '/dashboard', title: '我的首页', affix: true }],
  },
  parameters: {
    layout: 'fullscreen',
    route: '/system/user',
    preloadedState: { session: adminSession },
    msw: { handlers: [unread, ...handlers] },
  },
} satisfies Meta<typeof AppLayout>

export default meta
type Story = StoryObj<typeof meta>

/** An administrator on 用户管理. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('侧边栏')).toBeInTheDocument()
  },
}
