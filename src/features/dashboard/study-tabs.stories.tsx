import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { StudyTabs } from './study-tabs'
import { answering, calls, dashboardAnswers, failing, summary } from './story-fixtures'

const msw = (list: RequestHandler[]) => ({ msw: { handlers: [...list, ...handlers] } })

const meta = {
  title: 'Dashboard/StudyTabs',
  component: StudyTabs,
  args: { sysRoles: 4 },
  parameters: msw(dashboardAnswers),
  decorators: [(Story) => <div style={{ maxWidth: 820 }}>{Story()}</div>],
} satisfies Meta<typeof StudyTabs>

export default meta
type Story = StoryObj<typeof meta>

/** A learner: the study summary with its progress, and the exam tab (the project sets one). */
export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('tab', { name: '我的考试' })).toBeInTheDocument()
    await expect(await canvas.findByText('未达标')).toBeInTheDocument()
  },
}

/** Not a member of the project yet: 加入项目 (JoinProject with projectCode and planCode). */
export const NotJoined: Story = {
  parameters: msw(answering(calls.summary, { ...summary, isJoin: 0, isExamSet: 0 })),
}

/** No project to show (isshowFlag 0): 暂无数据 and no exam tab. */
export const NoProject: Story = { parameters: msw(answering(calls.summary, { isshowFlag: 0 })) }

/** Role types 1 to 6 except 4: the chart (loaded after the table) and the table. */
export const ProjectStatistics: Story = { args: { sysRoles: 3 } }

export const ProjectStatisticsEmpty: Story = {
  args: { sysRoles: 3 },
  parameters: msw(answering(calls.statistics, [])),
}

export const ProjectStatisticsFail: Story = {
  args: { sysRoles: 1 },
  parameters: msw(failing(calls.statistics)),
}
