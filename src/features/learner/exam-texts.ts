import type { ExamResultRow, ExamUser } from '../../api/ex-userexam'

/** A handed-in paper's outcome (spec 3): awaiting marking first, then 1 pass, -2 confidential. */
export function resultText(row: Pick<ExamResultRow, 'isPass' | 'delayMarkingPapers'>): string {
  if (Number(row.delayMarkingPapers) !== 0) return '等待批卷'
  if (row.isPass === 1) return '通过'
  if (row.isPass === -2) return '保密'
  return '未通过'
}

/** A paper's score is shown once marked and when the result is not confidential. */
export const paperScoreShown = (row: Pick<ExamResultRow, 'isPass' | 'delayMarkingPapers'>) =>
  Number(row.delayMarkingPapers) === 0 && row.isPass !== -2

/**
 * The learner's score of an exam: the best one once an attempt is completed (status 30, or a
 * retake in progress that already has a score); — while not taken.
 */
export function examScoreText(user: ExamUser | null | undefined): string {
  if (!user) return '—'
  const score = Number(user.score ?? 0)
  if (user.status === 30 || score > 0) return `${score} 分`
  return '—'
}
