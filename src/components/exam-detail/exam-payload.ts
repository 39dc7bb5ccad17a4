import type { BeginExamData, ExamInfo, ExamUser } from '../../api/ex-userexam'
import { serverNow } from '../../lib/server-clock'
import { accountKey } from '../../lib/token'

/**
 * What the exam page needs of a started paper: BeginExam's answer, with the exam's name and time
 * from the exam info (the answer documents neither) and whether the paper was already in progress.
 */
export function examPayload(
  info: ExamInfo,
  user: ExamUser | null | undefined,
  data: BeginExamData,
) {
  return {
    ...data,
    examName: info.examName,
    examMinutes: info.time,
    continued: user?.status === 20,
  }
}

/**
 * The exam payload BeginExam answered, kept in session storage under the exam code (behaviour B4.8)
 * for the exam page to read: a reload of that page finds it again, a new tab does not. It carries
 * `receivedAt`, the server time it was received (ms).
 */
export function keepExamPayload(examCode: string, payload: unknown): void {
  try {
    // when it came, on the server's clock: the countdown counts from there after a reload; and
    // whose it is: the tab may be signed in as someone else next
    const kept =
      typeof payload === 'object' && payload
        ? { ...payload, receivedAt: serverNow(), owner: accountKey() }
        : payload
    sessionStorage.setItem(examCode, JSON.stringify(kept))
  } catch {
    // storage full or disabled: the exam page starts the paper again from its code
  }
}

/** The payload kept for `examCode` by the account signed in now, or undefined. */
export function readExamPayload(examCode: string): unknown {
  try {
    const raw = sessionStorage.getItem(examCode)
    const kept: unknown = raw ? JSON.parse(raw) : undefined
    const owner = (kept as { owner?: unknown } | undefined)?.owner
    return owner === accountKey() ? kept : undefined
  } catch {
    return undefined
  }
}

/** Forgets the payload once its paper is handed in: a reload then shows the exam's state. */
export function forgetExamPayload(examCode: string): void {
  try {
    sessionStorage.removeItem(examCode)
  } catch {
    // nothing kept
  }
}
