import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { handlers } from '../../mocks/handlers'
import { StudyFigures } from './study-figures'

// Storybook has no login token: the two calls are answered here rather than by the stateful mock.
const answer = (data: unknown) => () =>
  HttpResponse.json({ success: true, errorCode: 0, msg: '', data, total: 0 })
const failure = () => HttpResponse.json({ success: false, errorCode: 0, msg: '统计服务异常' })
const STUDY = '*/Api/Train_Manage/Train_Res/GetStatisticsUserStudyData'
const COUNT = '*/Api/User/user_user/GetUserCount'
const statistics = { resCnt: 64, resTotalHours: 86.5, studyHours: 31.2, studyResCnt: 12 }

const meta = {
  title: 'Components/StudyFigures',
  tags: ['autodocs'],
  component: StudyFigures,
  args: { sysRoles: 4 },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  parameters: {
    msw: {
      handlers: [
        http.post(STUDY, answer(statistics)),
        http.post(COUNT, answer({ item1: 318, item2: 287 })),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof StudyFigures>

export default meta
type Story = StoryObj<typeof meta>

/** A learner (sysRoles 4): courses learned and minutes studied. */
export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('累计学习课程')).toBeInTheDocument()
    await expect(canvas.getByText('累计学习时长')).toBeInTheDocument()
  },
}

/** Any other role: the courses and minutes on offer, all and activated learners. */
export const Administrator: Story = { args: { sysRoles: 3 } }

/** The count call fails: only the learner boxes show the error with 重试. */
export const CountFails: Story = {
  args: { sysRoles: 1 },
  parameters: {
    msw: {
      handlers: [http.post(STUDY, answer(statistics)), http.post(COUNT, failure), ...handlers],
    },
  },
}
