import { serverNow } from '../../lib/server-clock'

/**
 * The exam payload BeginExam answered, kept in session storage under the exam code (spec 4) for
 * the exam page to read: a reload of that page finds it again, a new tab does not. It carries
 * `receivedAt`, the server time it was received (ms).
 */
export function keepExamPayload(examCode: string, payload: unknown): void {
  try {
    // when it came, on the server's clock: the countdown counts from there after a reload
    const kept =
      typeof payload === 'object' && payload ? { ...payload, receivedAt: serverNow() } : payload
    sessionStorage.setItem(examCode, JSON.stringify(kept))
  } catch {
    // storage full or disabled: the exam page starts the paper again from its code
  }
}

/** The payload kept for `examCode`, or undefined. */
export function readExamPayload(examCode: string): unknown {
  try {
    const raw = sessionStorage.getItem(examCode)
    return raw ? JSON.parse(raw) : undefined
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
