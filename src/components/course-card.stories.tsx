import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CourseCard } from './course-card'

const meta = {
  title: 'Components/CourseCard',
  tags: ['autodocs'],
  component: CourseCard,
  args: {
    course: {
      id: 1021,
      resName: '机械伤害事故预防',
      cover: '/mock/covers/d03.svg',
      studyCnt: 2156,
    },
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /机械伤害事故预防/ }))
    await expect(args.onOpen).toHaveBeenCalledWith(args.course)
  },
}

export const LongName: Story = {
  args: {
    course: {
      id: 1,
      resName: '生产经营单位安全培训规定与特种作业人员安全技术培训考核管理规定逐条解读',
      cover: '/mock/covers/d01.svg',
      studyCnt: 88,
    },
  },
}

export const NoCover: Story = {
  args: { course: { id: 2, resName: '心肺复苏与AED使用', viewCnt: 0 } },
}
