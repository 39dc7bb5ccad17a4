// The backend's clock as this page knows it: an offset from the browser clock, learnt from the
// Date header of each answer. The exam countdown counts on it, so a learner whose computer clock is
// wrong still gets exactly the exam time the server allows (never only the browser clock).

let offsetMs = 0

/**
 * Notes the server time an answer carries (an HTTP Date header or an ISO-like time in the body),
 * for a request sent when the browser clock read `sentAt` and answered when it read `receivedAt`.
 *
 * A Date header has whole seconds, stamped somewhere between the two: the true offset lies between
 * `date - receivedAt` and `date + 1 s - sentAt`. The offset in use is kept while it lies there and
 * otherwise moved only to the nearer end. So the browser clock is trusted until an answer
 * disproves it, and a slow answer (its whole-second stamp read late) never moves the clock back by
 * a second: the exam countdown would show a second more than the exam time.
 */
export function noteServerTime(
  value: string | null | undefined,
  receivedAt = Date.now(),
  sentAt = receivedAt,
): void {
  if (!value) return
  const server = Date.parse(value)
  if (Number.isNaN(server)) return
  const lowest = server - receivedAt
  const highest = server + 1000 - Math.min(sentAt, receivedAt)
  offsetMs = Math.min(Math.max(offsetMs, lowest), highest)
}

/** A time read on this browser's clock (ms), on the server's. */
export function toServerClock(browserTime: number): number {
  return browserTime + offsetMs
}

/** Now on the server's clock, in ms. */
export function serverNow(): number {
  return toServerClock(Date.now())
}

/** Forgets what was learnt (tests). */
export function resetServerClock(): void {
  offsetMs = 0
}
