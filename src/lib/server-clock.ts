// The backend's clock as this page knows it: the offset of the Date header of the latest answer
// from the browser clock. The exam countdown counts on it, so a learner whose computer clock is
// wrong still gets exactly the exam time the server allows (never only the browser clock).

let offsetMs = 0
let known = false

/**
 * Notes the server time an answer carries (an HTTP Date header or an ISO-like time in the body),
 * received when the browser clock read `receivedAt`. A Date header has whole seconds: an offset
 * under a second is noise and is left as it was.
 */
export function noteServerTime(value: string | null | undefined, receivedAt = Date.now()): void {
  if (!value) return
  const server = Date.parse(value)
  if (Number.isNaN(server)) return
  const offset = server - receivedAt
  if (known && Math.abs(offset - offsetMs) < 1000) return
  offsetMs = Math.abs(offset) < 1000 ? 0 : offset
  known = true
}

/** Now on the server's clock, in ms. */
export function serverNow(): number {
  return Date.now() + offsetMs
}

/** Forgets what was learnt (tests). */
export function resetServerClock(): void {
  offsetMs = 0
  known = false
}
