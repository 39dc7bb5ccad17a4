import type { ExamQuestion } from '../api/assumed'

// The learner's copy of a paper on this device, in localStorage: written synchronously on every
// change, before anything else happens, so a reload, a closed tab or a crash loses nothing. Keyed
// by account (lib/account-identity.ts: the same however the account signed in, and never another
// account's copy) and paper id; a second key per exam code finds the paper again before the
// backend is asked (a hand-in still waiting must be sent before anything is started again).

/**
 * The learner's answers by question id. The encodings are what SubmitExamPaper takes: single
 * choice one letter ("B"), multiple choice the letters in order ("ACD"), true/false 正确 or 错误,
 * fill-in the text as typed. An empty string is no answer.
 */
export type Answers = Record<string, string>

/** When a paper must be in (features/exam/paper-deadline.ts works it out). */
export interface Deadline {
  /** ms on the server's clock */
  at: number
  /**
   * A continued paper whose start no answer gave: counted from when it was continued, so the real
   * end may come earlier (never later). The page says so.
   */
  estimated: boolean
  /** the exam time in seconds, when known: a countdown never shows more than that */
  seconds?: number
}

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
/** The storage key of a paper's copy, and of the paper last worked on of an exam. */
export const paperKey = (owner: string, paperId: string) => `${PREFIX}:${owner}:paper:${paperId}`
export const codeKey = (owner: string, examCode: string) => `${PREFIX}:${owner}:code:${examCode}`

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

/**
 * A copy still to be handed in: frozen for the hand-in and not yet acknowledged, or one whose time
 * ran out (on the server's clock `now`) while no page had it open. Nothing may be started for its
 * exam before it has gone: a BeginExam would take the paper with the answers the server holds.
 */
export function needsHandIn(record: PaperRecord, now: number): boolean {
  return !!record.handIn || (!!record.deadline && record.deadline.at <= now)
}

/** The copies of `owner` still to be handed in, the oldest first. */
export function waitingPapers(owner: string, now: number): PaperRecord[] {
  const start = paperKey(owner, '')
  const found: PaperRecord[] = []
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (!key?.startsWith(start)) continue
      const record = parse(localStorage.getItem(key))
      if (record && needsHandIn(record, now)) found.push(record)
    }
  } catch {
    // storage disabled: nothing kept
  }
  return found.sort((a, b) => a.updatedAt - b.updatedAt)
}
