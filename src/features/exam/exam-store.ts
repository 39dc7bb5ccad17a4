import type { ExamQuestion } from '../../api/assumed'
import type { Deadline } from './paper-deadline'
import type { Answers } from './paper-types'

// The learner's copy of a paper on this device, in localStorage: written synchronously on every
// change, before anything else happens, so a reload, a closed tab or a crash loses nothing. Keyed
// by account (lib/token.ts accountKey: never another account's copy) and paper id; a second key per exam code finds the paper again before the backend
// is asked (a hand-in still waiting for the network must be sent before a new start).

export interface PaperRecord {
  v: 1
  examCode: string
  paperId: string
  answers: Answers
  /** question ids marked for review */
  marked: string[]
  /** index of the question on screen */
  current: number
  /** how often the learner left the exam window */
  leaves: number
  examName?: string
  /** when the paper must be in; undefined when no time is known (no countdown) */
  deadline?: Deadline
  /** the questions as loaded: the paper can be shown (read-only) without the network */
  questions?: ExamQuestion[]
  /** set once the paper is being handed in: from then on it is read-only */
  handIn?: { at: number; reason: 'user' | 'timeout' }
  updatedAt: number
}

const PREFIX = 'yd-exam'
const paperKey = (userId: string, paperId: string) => `${PREFIX}:${userId}:paper:${paperId}`
const codeKey = (userId: string, examCode: string) => `${PREFIX}:${userId}:code:${examCode}`

export function emptyRecord(examCode: string, paperId: string): PaperRecord {
  return { v: 1, examCode, paperId, answers: {}, marked: [], current: 0, leaves: 0, updatedAt: 0 }
}

function parse(raw: string | null): PaperRecord | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<PaperRecord>
    if (value?.v !== 1 || typeof value.paperId !== 'string' || typeof value.examCode !== 'string')
      return undefined
    // a copy saved before deadlines said whether they were estimated held the time alone
    const deadline =
      typeof value.deadline === 'number' ? { at: value.deadline, estimated: false } : value.deadline
    return {
      ...emptyRecord(value.examCode, value.paperId),
      ...value,
      deadline,
      answers: value.answers && typeof value.answers === 'object' ? value.answers : {},
      marked: Array.isArray(value.marked) ? value.marked.map(String) : [],
    } as PaperRecord
  } catch {
    return undefined
  }
}

/** The saved copy of a paper, if this device has one. */
export function readPaper(userId: string, paperId: string): PaperRecord | undefined {
  try {
    return parse(localStorage.getItem(paperKey(userId, paperId)))
  } catch {
    return undefined
  }
}

/** The paper of an exam this device last worked on, if its copy is still here. */
export function readPaperOfExam(userId: string, examCode: string): PaperRecord | undefined {
  try {
    const paperId = localStorage.getItem(codeKey(userId, examCode))
    return paperId ? readPaper(userId, paperId) : undefined
  } catch {
    return undefined
  }
}

/**
 * Saves the copy; false when the device refused (storage full or disabled), which the page says:
 * the answers then live only in the open tab.
 */
export function writePaper(userId: string, record: PaperRecord): boolean {
  try {
    const saved = { ...record, updatedAt: Date.now() }
    localStorage.setItem(paperKey(userId, record.paperId), JSON.stringify(saved))
    localStorage.setItem(codeKey(userId, record.examCode), record.paperId)
    return true
  } catch {
    return false
  }
}

/** Forgets the copy: only once the backend acknowledged the hand-in. */
export function clearPaper(userId: string, record: Pick<PaperRecord, 'paperId' | 'examCode'>) {
  try {
    localStorage.removeItem(paperKey(userId, record.paperId))
    if (localStorage.getItem(codeKey(userId, record.examCode)) === record.paperId)
      localStorage.removeItem(codeKey(userId, record.examCode))
  } catch {
    // nothing to clear
  }
}

/**
 * The answers the page starts with: the server's (saved in an earlier session, maybe on another
 * device), overlaid by this device's copy, which is newer for every question it holds.
 */
export function mergeAnswers(server: Answers, local: Answers): Answers {
  const merged: Answers = {}
  for (const [id, value] of Object.entries(server)) if (value) merged[id] = value
  for (const [id, value] of Object.entries(local)) merged[id] = value
  return merged
}
