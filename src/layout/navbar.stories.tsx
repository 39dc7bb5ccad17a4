import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { handlers } from '../../mocks/handlers'
import { Navbar } from './navbar'
import { adminSession } from './story-fixtures'

// The story has no token, so the unread count is answered here rather than by the stateful mock.
const unread = (count: number) => [
  http.post('*/Api/SysConfig/sys_message/GetNoReadCount', () =>
    HttpResponse.json({ success: true, errorCode: 0, msg: '', data: count }),
  ),
  ...handlers,
]

const meta = {
  title: 'Layout/Navbar',
  tags: ['autodocs'],
  component: Navbar,
  parameters: {
    layout: 'fullscreen',
    route: '/system/user',
    preloadedState: { session: adminSession },
    msw: { handlers: unread(3) },
  },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

/** Three unread messages; the user centre opens on click. */
export const WithUnread: Story = {}

/** No unread messages: the bell has no badge. */
export const NothingUnread: Story = { parameters: { msw: { handlers: unread(0) } } }

/** Many unread messages overflow at 99+. */
export const ManyUnread: Story = { parameters: { msw: { handlers: unread(120) } } }
