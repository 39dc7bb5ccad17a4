import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { LearningCalendar } from './learning-calendar'
import { answering, calls, dashboardAnswers, failing } from './story-fixtures'

const msw = (list: RequestHandler[]) => ({ msw: { handlers: [...list, ...handlers] } })

const meta = {
  title: 'Dashboard/LearningCalendar',
  component: LearningCalendar,
  parameters: msw(dashboardAnswers),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LearningCalendar>

export default meta
type Story = StoryObj<typeof meta>

/** Minutes per day of this month; the arrows switch months (LearningMonthLog month=YYYY-MM). */
export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^本月学习/)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '上一月' }))
    await expect(await canvas.findByText(/^本月学习/)).toBeInTheDocument()
  },
}

/** A month without study: 暂无数据 under the calendar, which still switches months. */
export const NoStudy: Story = { parameters: msw(answering(calls.monthLog, [])) }

export const Fails: Story = { parameters: msw(failing(calls.monthLog)) }
