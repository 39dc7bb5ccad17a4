import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SearchResRow } from '../../api/train-res'
import { StudyCourseList } from './study-course-list'

const course = (id: number, resName: string, progress: number, cover = '') =>
  ({ id, resName, cover, progress }) as SearchResRow

const meta = {
  title: 'Learner/StudyCourseList',
  component: StudyCourseList,
  args: {
    courses: [
      course(1, '工伤预防基础知识', 100, '/mock/covers/d01.svg'),
      course(2, '机械伤害事故预防', 45, '/mock/covers/d03.svg'),
      course(3, '职业病危害因素识别与防护措施（含案例分析）', 0),
    ],
  },
} satisfies Meta<typeof StudyCourseList>

export default meta
type Story = StoryObj<typeof meta>

export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('link', { name: '开始学习：职业病危害因素识别与防护措施（含案例分析）' }),
    ).toHaveAttribute('href', '/trainres/study?id=3')
    await expect(
      canvas.getByRole('link', { name: '继续学习：机械伤害事故预防' }),
    ).toBeInTheDocument()
  },
}

/** Rows that carry no progress: 学习进度 — and 进入学习, never 0% or 开始学习. */
export const UnknownProgress: Story = {
  args: { courses: [{ id: 4, resName: '未知进度的课程', cover: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('学习进度 —')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: '进入学习：未知进度的课程' })).toBeInTheDocument()
  },
}
