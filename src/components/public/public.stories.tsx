import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, fn, userEvent, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { fail } from '../../../mocks/respond'
import { adminSession } from '../../layout/story-fixtures'
import { PublicFooter } from './public-footer'
import { PublicFrame } from './public-frame'
import { PublicHeader } from './public-header'
import { PublicTopNav } from './public-top-nav'
import './public.css'

const LINKS = '*/Api/Base_Manage/Base_Link/GetLinkListByType'

// The frame of the public site (/home, /firstclassindex, the news pages): the header with the top
// navigation (link group 1 of the mock backend) and 培训登录, the footer with the service details.
const meta = {
  title: 'Components/Public',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: '/home' },
} satisfies Meta

export default meta

/** The whole frame around a page, for a guest: 培训登录 opens the login dialog. */
export const Frame: StoryObj<typeof PublicFrame> = {
  render: () => (
    <PublicFrame>
      <section style={{ padding: 24, background: '#fff', borderRadius: 8 }}>
        <h1 style={{ marginTop: 0 }}>工伤预防在线培训平台</h1>
        <p>页面内容：课程推荐、新闻动态与政策法规。</p>
      </section>
    </PublicFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('navigation', { name: '顶部导航' })).toBeInTheDocument()
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument()
  },
}

/** The frame for a logged-in user: 进入学习 instead of 培训登录 and 注册. */
export const FrameLoggedIn: StoryObj<typeof PublicFrame> = {
  ...Frame,
  parameters: { preloadedState: { session: adminSession } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: '进入学习' })).toBeInTheDocument()
  },
}

/** The header alone, for a guest, with the top navigation. */
export const Header: StoryObj<typeof PublicHeader> = {
  args: { loggedIn: false, onLogin: fn(), nav: <PublicTopNav /> },
  render: (args) => <PublicHeader {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '培训登录' }))
    await expect(args.onLogin).toHaveBeenCalled()
  },
}

/** The header of a logged-in user, without a navigation. */
export const HeaderLoggedIn: StoryObj<typeof PublicHeader> = {
  args: { loggedIn: true, onLogin: fn() },
  render: (args) => <PublicHeader {...args} />,
}

/** The top navigation on /home: the page shown is marked. */
export const TopNav: StoryObj<typeof PublicTopNav> = {
  render: () => <PublicTopNav />,
  decorators: [
    (Story) => (
      <nav className="public-header__nav" aria-label="顶部导航">
        {Story()}
      </nav>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('link')).length).toBeGreaterThan(1)
  },
}

/** The navigation while its links load. */
export const TopNavLoading: StoryObj<typeof PublicTopNav> = {
  ...TopNav,
  play: undefined,
  parameters: {
    stillLoading: true,
    msw: { handlers: [http.post(LINKS, () => delay('infinite')), ...handlers] },
  },
}

/** The links failed to load: a button to try again. */
export const TopNavFails: StoryObj<typeof PublicTopNav> = {
  ...TopNav,
  parameters: {
    msw: { handlers: [http.post(LINKS, () => fail('链接服务异常')), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: '导航加载失败，重试' })).toBeVisible()
  },
}

/** The footer: service hours and contacts of this deployment, the info links. */
export const Footer: StoryObj<typeof PublicFooter> = {
  render: () => <PublicFooter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: '客服服务' })).toBeInTheDocument()
  },
}
