import type { ExamQuestion } from '../../api/assumed'
import { mergeAnswers, type PaperRecord } from '../../lib/exam-drafts'
import type { Answers } from '../../lib/exam-drafts'
import { isAnswered, questionKey } from './paper-types'

// What happens to the saved paper (lib/exam-drafts.ts PaperRecord) while it is taken, as a pure
// function. Writing each new state to the device before it is shown is use-paper-record.ts's job.

export type PaperAction =
  /** an answer given, changed or cleared; the questions on screen are kept with it */
  | { type: 'answered'; key: string; value: string; questions: ExamQuestion[] }
  /** a question marked for review, or no longer */
  | { type: 'markToggled'; key: string }
  /** another question brought on screen */
  | { type: 'moved'; index: number }
  /** the learner came back after leaving the exam window */
  | { type: 'left' }
  /** the questions as loaded: kept once, so that the paper shows without the network later */
  | { type: 'questionsLoaded'; questions: ExamQuestion[] }
  /** the paper frozen with the answers on screen, to be handed in: read-only from then on */
  | {
      type: 'handedIn'
      answers: Answers
      at: number
      reason: 'user' | 'timeout'
      questions: ExamQuestion[]
    }

/** The saved paper after one change; a paper being handed in keeps its answers and marks. */
export function paperReducer(record: PaperRecord, action: PaperAction): PaperRecord {
  switch (action.type) {
    case 'answered':
      if (record.handIn) return record
      return {
        ...record,
        answers: { ...record.answers, [action.key]: action.value },
        questions: action.questions,
      }
    case 'markToggled':
      if (record.handIn) return record
      return {
        ...record,
        marked: record.marked.includes(action.key)
          ? record.marked.filter((key) => key !== action.key)
          : [...record.marked, action.key],
      }
    case 'moved':
      return { ...record, current: action.index }
    case 'left':
      return { ...record, leaves: record.leaves + 1 }
    case 'questionsLoaded':
      return record.questions ? record : { ...record, questions: action.questions }
    case 'handedIn':
      if (record.handIn) return record
      return {
        ...record,
        answers: action.answers,
        handIn: { at: action.at, reason: action.reason },
        questions: action.questions,
      }
  }
}

/** The paper as the page shows it. */
export interface PaperOnScreen {
  /** the answers the server holds for the paper, overlaid by this device's newer ones */
  answers: Answers
  marked: ReadonlySet<string>
  /** the question on screen, within the paper */
  current: number
  /** how many questions have an answer */
  answered: number
}

/** What the page shows of the saved paper, given the questions it has. */
export function paperOnScreen(record: PaperRecord, questions: ExamQuestion[]): PaperOnScreen {
  const server = Object.fromEntries(
    questions.filter((q) => q.userAnswer).map((q) => [questionKey(q), String(q.userAnswer)]),
  )
  const answers = mergeAnswers(server, record.answers)
  return {
    answers,
    marked: new Set(record.marked),
    current: Math.min(record.current, Math.max(questions.length - 1, 0)),
    answered: questions.filter((q) => isAnswered(answers[questionKey(q)])).length,
  }
}
