import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { fail, ok } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { storyLogin } from '../../../mocks/story-login'
import { Component as CourseCentrePage } from './course-centre-page'

const LIST = '/Api/Train_Manage/Train_Res/GetSearchPageList'

// 课程中心 as the learner, on the stateful mock: widen or narrow the canvas to see 5 to 2 a row.
const meta = {
  title: 'CourseCentre/CourseCentrePage',
  component: CourseCentrePage,
  loaders: [storyLogin('u-learner')],
} satisfies Meta<typeof CourseCentrePage>

export default meta
type Story = StoryObj<typeof meta>

/** 全部: the first 20 courses, most studied first; each card has its favourite star. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('list', { name: '课程列表' })
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(20)
  },
}

/** One directory's tab with a keyword, as a shared link opens it. */
export const DirectoryAndKeyword: Story = {
  parameters: { route: '/?dir=D06&keyword=急救' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('list', { name: '课程列表' })).toBeInTheDocument()
  },
}

/** 我的收藏 with nothing collected: 暂无数据. */
export const NoFavourites: Story = {
  parameters: {
    route: '/?fav=1',
    msw: { handlers: [route('post', LIST, () => ok([], { total: 0 })), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    expect((await within(canvasElement).findAllByText('暂无数据')).length).toBeGreaterThan(0)
  },
}

/** The list failed to load: the message and 重试. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [route('post', LIST, () => fail('服务器开小差了')), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('课程加载失败')).toBeInTheDocument()
  },
}
