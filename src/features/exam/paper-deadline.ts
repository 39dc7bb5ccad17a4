import { serverNow } from '../../lib/server-clock'

/** What BeginExam answers, as far as the countdown needs it (the mock sends all of these). */
export interface StartedPaper {
  time?: number
  serverTime?: string
  remainingSeconds?: number
  userpaper?: { id?: unknown; examCode?: string; startTime?: string }
  /** when the page received the answer, on the server's clock (ms); set by keepExamPayload */
  receivedAt?: number
}

const parse = (text: string | undefined) => (text ? Date.parse(text.replace(' ', 'T')) : NaN)

/**
 * When the paper must be handed in, in ms on the server's clock. Most exact first: the seconds
 * left that the answer states; else the paper's start plus the exam time measured against the
 * server time in the same answer (both in the server's time zone); else the start time read on
 * this browser, corrected by the server clock offset; else the exam time from now.
 */
export function paperDeadline(started: StartedPaper, now = serverNow()): number {
  const receivedAt = started.receivedAt ?? now
  const minutes = Number(started.time) > 0 ? Number(started.time) : 0
  if (typeof started.remainingSeconds === 'number' && started.remainingSeconds >= 0)
    return receivedAt + started.remainingSeconds * 1000
  const start = parse(started.userpaper?.startTime)
  const server = parse(started.serverTime)
  if (!Number.isNaN(start) && !Number.isNaN(server))
    return receivedAt + (start + minutes * 60_000 - server)
  if (!Number.isNaN(start)) return start + minutes * 60_000 + (now - Date.now())
  return receivedAt + minutes * 60_000
}

/** "mm:ss", or "h:mm:ss" from an hour up. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`
}
