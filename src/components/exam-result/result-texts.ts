import type { ExamResultRow, ExamUser, QuestionResult } from '../../api/ex-userexam'
import type { Id } from '../../api/types'

type Outcome = Pick<ExamResultRow, 'isPass' | 'delayMarkingPapers'>
type PaperOutcome = { isPass?: number; delayMarkingPapers?: number }

const awaiting = (row: PaperOutcome) => Number(row.delayMarkingPapers ?? 0) !== 0

/**
 * A handed-in paper's outcome (behaviour B3.12, B4.9): awaiting marking first, then 1 pass, -2
 * confidential, any other value fail; an answer without isPass says nothing (—), never 未通过.
 */
export function resultText(row: PaperOutcome): string {
  if (awaiting(row)) return '等待批卷'
  if (row.isPass === undefined) return '—'
  if (row.isPass === 1) return '通过'
  if (row.isPass === -2) return '保密'
  return '未通过'
}

/** The colour of the result tag (the text says the same: colour is never alone). */
export function resultColor(row: PaperOutcome): string {
  if (awaiting(row)) return 'processing'
  if (row.isPass === 1) return 'success'
  if (row.isPass === -2 || row.isPass === undefined) return 'default'
  return 'error'
}

/** An exam time as shown: "N 分钟", or 未知 when the exam info has none (never 0 分钟). */
export const examTimeText = (minutes: number | undefined) =>
  minutes === undefined ? '未知' : `${minutes} 分钟`

/** A score as shown: "N 分", or — when the answer has none (never 0 分). */
export const scoreText = (score: number | undefined) => (score === undefined ? '—' : `${score} 分`)

/** A paper's score is shown once marked and when the result is not confidential. */
export const paperScoreShown = (row: PaperOutcome) => !awaiting(row) && row.isPass !== -2

/** The paper waits for marking: no score and no per-question results yet. */
export const awaitingMarking = awaiting

/**
 * The learner's score of an exam: the best one once an attempt is completed (status 30, or a
 * retake in progress that already has a score); — while not taken.
 */
export function examScoreText(user: ExamUser | null | undefined): string {
  if (!user || user.score === undefined) return '—'
  const score = Number(user.score)
  if (user.status === 30 || score > 0) return `${score} 分`
  return '—'
}

/** The id of the best shown score among handed-in papers (the first on a tie), if any. */
export function bestPaperId(rows: (Outcome & { id: Id; score?: number })[]): Id | undefined {
  let best: (typeof rows)[number] | undefined
  for (const row of rows) {
    if (row.score === undefined || !paperScoreShown(row)) continue
    if (!best || Number(row.score) > Number(best.score)) best = row
  }
  return best?.id
}

const DIFFICULTY: Record<number, string> = { 1: '简单', 2: '中等', 3: '困难' }

/** Question difficulty: 1 简单, 2 中等, 3 困难, else —. */
export const difficultyText = (difficulty: number | undefined) =>
  DIFFICULTY[Number(difficulty)] ?? '—'

const QUESTION_TYPE: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
  5: '简答题',
}

/** qType 1 单选, 2 多选, 3 判断, 4 填空. */
export const questionTypeText = (qType: number) => QUESTION_TYPE[qType] ?? '其他'

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const

/** The options of a question with their letters; a true/false question has 正确 / 错误. */
export function optionsOf(q: QuestionResult): { letter: string; text: string }[] {
  if (q.qType === 3) {
    return [
      { letter: 'A', text: '正确' },
      { letter: 'B', text: '错误' },
    ]
  }
  if (q.qType !== 1 && q.qType !== 2) return []
  return LETTERS.flatMap((key) => {
    const text = q[key]
    return text ? [{ letter: key.toUpperCase(), text }] : []
  })
}

/** The learner's answer, or 未作答. */
export const givenAnswer = (q: QuestionResult) => (q.answerStr ?? '').trim() || '未作答'
