/**
 * The exam payload BeginExam answered, kept in session storage under the exam code (spec 4) for
 * the exam page to read: a reload of that page finds it again, a new tab does not.
 */
export function keepExamPayload(examCode: string, payload: unknown): void {
  try {
    sessionStorage.setItem(examCode, JSON.stringify(payload))
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
