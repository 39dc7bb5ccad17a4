import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, fn, screen, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { fail } from '../../../mocks/respond'
import { storyLogin } from '../../../mocks/story-login'
import { ExamDetailDialog } from './exam-detail-dialog'

const DETAIL = '*/Api/UserExam/ex_userexam/GetUserExamDetail'

// 考试详情 as the seeded learner (u-learner), whose exams are in every state: what the exam is,
// its question counts and rules, the learner's status and the enter button.
const meta = {
  title: 'Components/ExamDetailDialog',
  component: ExamDetailDialog,
  tags: ['autodocs'],
  loaders: [storyLogin('u-learner')],
  args: { examCode: 'EX2026002', onClose: fn() },
} satisfies Meta<typeof ExamDetailDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Not started yet: 开始考试. */
export const NotStarted: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '考试详情' }))
    await expect(await dialog.findByText('2026年度工伤预防知识考试')).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: '开始考试' })).toBeEnabled()
  },
}

/** Handed in, retakes allowed: the best score and 重新考试. */
export const CompletedRetake: Story = {
  args: { examCode: 'EX2026001' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '考试详情' }))
    await expect(await dialog.findByRole('button', { name: '重新考试' })).toBeEnabled()
  },
}

/** Handed in, no retake: the button is off. */
export const CompletedNoRetake: Story = { args: { examCode: 'EX2026003' } }

/** A paper still open: the learner goes back to it. */
export const InProgress: Story = { args: { examCode: 'EX2026005' } }

/** The detail is on its way. */
export const Loading: Story = {
  parameters: {
    stillLoading: true,
    msw: { handlers: [http.post(DETAIL, () => delay('infinite')), ...handlers] },
  },
}

/** The detail failed: the server's words and 重试. */
export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.post(DETAIL, () => fail('考试不存在或已删除')), ...handlers] },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: '考试详情' }))
    await expect(await dialog.findByText('考试信息加载失败')).toBeInTheDocument()
    await expect(dialog.getByText('考试不存在或已删除')).toBeInTheDocument()
  },
}
