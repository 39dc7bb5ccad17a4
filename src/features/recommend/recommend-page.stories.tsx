import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { storyLogin } from '../../../mocks/story-login'
import { RecommendPicker } from './recommend-picker'
import { Component as RecommendPage } from './recommend-page'

// 推荐课程 as the platform administrator, on the stateful mock (six courses in each list).
const meta = {
  title: 'Recommend/RecommendPage',
  component: RecommendPage,
  loaders: [storyLogin('u-admin')],
} satisfies Meta<typeof RecommendPage>

export default meta
type Story = StoryObj<typeof meta>

/** 精选好课 with 上移 / 下移 / 移除 per course and 添加课程. */
export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: '精选好课' })
    await expect(await within(table).findByText('工伤预防基础知识')).toBeInTheDocument()
  },
}

/** The second tab: 新课推荐. */
export const NewCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('新课推荐'))
    await expect(await canvas.findByRole('table', { name: '新课推荐' })).toBeInTheDocument()
  },
}

/** A list that failed to load: the server msg and 重试. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        route('post', '/Api/Train_Manage/Train_Res/IndexRecommendResNoCache', () =>
          fail('服务器开小差了'),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('精选好课加载失败')).toBeInTheDocument()
  },
}

/** The course picker on its own (a portal: look for it in the page body). */
export const Picker: StoryObj<typeof RecommendPicker> = {
  render: (args) => <RecommendPicker {...args} />,
  args: {
    open: true,
    title: '添加到精选好课',
    listed: [1001, 1011],
    onPick: fn(async () => true),
    onClose: fn(),
  },
}
