import type { BeginExamData, ExamInfo, ExamUser } from '../../api/ex-userexam'
import { serverNow } from '../../lib/server-clock'

/**
 * What the exam page needs of a started paper: BeginExam's answer, with the exam's name, time and
 * end from the exam info (the answer documents none) and whether the paper was already in progress.
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
    // no paper lasts beyond the exam's end (features/exam/paper-deadline.ts)
    examEndTime: info.examEndTime,
    continued: user?.status === 20,
  }
}

/**
 * The exam payload BeginExam answered, kept in session storage under the exam code (behaviour B4.8)
 * for the exam page to read: a reload of that page finds it again, a new tab does not. It carries
 * `receivedAt`, the server time it was received (ms), and `owner`, the account that started it
 * (lib/account-identity.ts).
 */
export function keepExamPayload(examCode: string, payload: unknown, owner: string | undefined) {
  try {
    // when it came, on the server's clock: the countdown counts from there after a reload; and
    // whose it is: the tab may be signed in as someone else next
    const kept =
      typeof payload === 'object' && payload
        ? { ...payload, receivedAt: serverNow(), owner }
        : payload
    sessionStorage.setItem(examCode, JSON.stringify(kept))
  } catch {
    // storage full or disabled: the exam page starts the paper again from its code
  }
}

/** The payload kept for `examCode` by `owner` (the account signed in now), or undefined. */
export function readExamPayload(examCode: string, owner: string | undefined): unknown {
  try {
    const raw = sessionStorage.getItem(examCode)
    const kept: unknown = raw ? JSON.parse(raw) : undefined
    const keptFor = (kept as { owner?: unknown } | undefined)?.owner
    return owner !== undefined && keptFor === owner ? kept : undefined
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
