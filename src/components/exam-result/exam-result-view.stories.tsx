import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, screen, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import type { ExamResult } from '../../api/ex-userexam'
import { ExamResultDialog } from './exam-result-dialog'
import { ExamResultView } from './exam-result-view'
import { RESULT_URL, sampleResult } from './result-fixtures'

// Storybook has no login token: GetExamResult is answered here rather than by the stateful mock.
const answer = (data: ExamResult) => () =>
  HttpResponse.json({ success: true, errorCode: 0, msg: '', data, total: 0 })

const meta = {
  title: 'Exam/ExamResultView',
  tags: ['autodocs'],
  component: ExamResultView,
  args: { userpaperId: 501, headingLevel: 1 },
  parameters: {
    msw: { handlers: [http.post(RESULT_URL, answer(sampleResult())), ...handlers] },
  },
} satisfies Meta<typeof ExamResultView>

export default meta
type Story = StoryObj<typeof meta>

/** A passed paper: right and wrong answers, an unanswered fill-in, difficulty and analysis. */
export const Passed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('通过')).toBeInTheDocument()
    await expect(canvas.getAllByText('回答错误')).toHaveLength(2)
    await expect(canvas.getByText('未作答')).toBeInTheDocument()
  },
}

/** Handed in, waiting for marking: no score and no question results. */
export const AwaitingMarking: Story = {
  args: { userpaperId: 502 },
  parameters: {
    msw: {
      handlers: [
        http.post(RESULT_URL, answer(sampleResult({ id: 502, delayMarkingPapers: 1 }))),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('试卷提交成功,等待批卷')).toBeInTheDocument()
    await expect(canvas.queryByText('答题详情')).toBeNull()
  },
}

/** On a phone (390 px): the tables stack, long texts wrap. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
}

/** 考试结果 as a dialog after handing in, with 导出 PDF, 打印 and 关闭 (ExamResultActions). */
export const InDialog: StoryObj<typeof ExamResultDialog> = {
  render: () => <ExamResultDialog userpaperId={501} onClose={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '考试结果' }))
    await expect(await dialog.findByText('通过')).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: /打\s*印/ })).toBeInTheDocument()
  },
}
