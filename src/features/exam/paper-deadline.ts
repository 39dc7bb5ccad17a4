import type { Deadline } from '../../lib/exam-drafts'
import { serverNow, toServerClock } from '../../lib/server-clock'

/**
 * What the exam page knows of a paper's time when it opens it. The exam time comes from the exam
 * info (GetUserExamDetail's `time`, documented), which the detail dialog sends to BeginExam; the
 * clock fields of BeginExam's answer are assumptions (src/api/contract/assumed-fields.ts) that
 * make the countdown exact when a backend sends them.
 */
export interface StartedPaper {
  /** the exam time in minutes, from the exam info; undefined when the answer did not say */
  examMinutes?: number
  remainingSeconds?: number
  /** the server's clock when it answered, 'YYYY-MM-DD HH:mm:ss' */
  serverTime?: string
  userpaper?: { startTime?: string }
  /** the paper was already in progress (status 20): it began before this page asked */
  continued?: boolean
  /** when the page received the answer, on the server's clock (ms); set by keepExamPayload */
  receivedAt?: number
  /** the exam's end, from the exam info ('YYYY-MM-DD HH:mm:ss'): no paper lasts beyond it */
  examEndTime?: string
}

const parse = (text: string | undefined) => (text ? Date.parse(text.replace(' ', 'T')) : NaN)

const minutesOf = (value: unknown) => {
  const minutes = Number(value)
  return value !== undefined && value !== null && Number.isFinite(minutes) && minutes > 0
    ? minutes
    : undefined
}

/**
 * A time of the answer ('YYYY-MM-DD HH:mm:ss') on the server's clock: against the server time in
 * the same answer, else read on this browser and corrected by the server clock offset.
 */
function onServerClock(text: string | undefined, started: StartedPaper, now: number) {
  const time = parse(text)
  if (Number.isNaN(time)) return NaN
  const server = parse(started.serverTime)
  const receivedAt = started.receivedAt ?? now
  return Number.isNaN(server) ? toServerClock(time) : receivedAt + (time - server)
}

/**
 * When the paper must be handed in, or undefined when no time is known at all (no countdown, and
 * the paper is never handed in by itself). Most exact first: the seconds left the answer states;
 * the paper's start plus the exam time against the server time in the same answer; the start read
 * on this browser, corrected by the server clock offset; else the exam time counted from the
 * answer (exact for a paper just begun, an estimate for one continued). A time worked out from the
 * exam time never runs past the exam's end (examEndTime): a paper continued on another device
 * would otherwise get the whole exam time again.
 */
export function paperDeadline(started: StartedPaper, now = serverNow()): Deadline | undefined {
  const receivedAt = started.receivedAt ?? now
  const { remainingSeconds } = started
  const minutes = minutesOf(started.examMinutes)
  const seconds = minutes === undefined ? {} : { seconds: minutes * 60 }
  if (
    typeof remainingSeconds === 'number' &&
    Number.isFinite(remainingSeconds) &&
    remainingSeconds >= 0
  )
    return { at: receivedAt + remainingSeconds * 1000, estimated: false, ...seconds }
  if (minutes === undefined) return undefined
  const end = onServerClock(started.examEndTime, started, now)
  const capped = (at: number) => (at > end ? end : at)
  const start = onServerClock(started.userpaper?.startTime, started, now)
  if (!Number.isNaN(start))
    return { at: capped(start + minutes * 60_000), estimated: false, ...seconds }
  return { at: capped(receivedAt + minutes * 60_000), estimated: !!started.continued, ...seconds }
}

/** "mm:ss", or "h:mm:ss" from an hour up. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`
}
