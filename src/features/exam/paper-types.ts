import type { ExamQuestion } from '../../api/assumed'

/** The key of a question in Answers and in the marked list: its id as a string. */
export const questionKey = (question: Pick<ExamQuestion, 'id'>): string => String(question.id)

export const OPTION_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const

/** The options a choice question has, in order, with their letters (A to I). */
export function optionsOf(question: ExamQuestion): { letter: string; text: string }[] {
  return OPTION_KEYS.filter((key) => {
    const text = question[key]
    return typeof text === 'string' && text.trim() !== ''
  }).map((key) => ({ letter: key.toUpperCase(), text: String(question[key]) }))
}

/** Question type names (qType 1-4). */
export const QUESTION_TYPE_NAMES: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
}

/** Is this answer given (not empty, not only spaces)? */
export const isAnswered = (answer: string | undefined) => !!answer && answer.trim() !== ''
