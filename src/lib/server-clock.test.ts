import { afterEach, expect, it } from 'vitest'
import { noteServerTime, resetServerClock, toServerClock } from './server-clock'

afterEach(() => resetServerClock())

// one reading of the clock: serverNow() - Date.now() read it twice, a millisecond apart when busy
const offset = () => toServerClock(0)
/** The Date header a server stamps at `ms`: whole seconds. */
const header = (ms: number) => new Date(ms).toUTCString()

it('keeps the browser clock when a slow answer reads its whole-second stamp late', () => {
  const stamped = Date.parse('2026-05-20T09:00:10.999Z')
  // stamped at 10.999 s ("10 s"), answered 1.15 s after its own whole second: the clock is right
  noteServerTime(header(stamped), stamped + 151, stamped - 300)
  expect(offset()).toBe(0)
})

it('learns a browser clock 10 minutes slow from one answer, to within a second', () => {
  const sent = Date.parse('2026-05-20T09:00:00.400Z')
  noteServerTime(header(sent + 600_000 + 100), sent + 200, sent)
  expect(offset()).toBeGreaterThanOrEqual(599_000)
  expect(offset()).toBeLessThanOrEqual(600_700)
})

it('moves only as far as an answer proves: to the nearer end of what it allows', () => {
  const sent = Date.parse('2026-05-20T09:00:00.000Z')
  // a server two seconds behind: its stamp allows an offset from -2.1 s to -1 s
  noteServerTime(header(sent - 2000), sent + 100, sent)
  expect(offset()).toBe(-1000)
  // a later answer that still allows -1 s leaves it there
  noteServerTime(header(sent + 10_000 - 2000), sent + 10_050, sent + 10_000)
  expect(offset()).toBe(-1000)
})

it('ignores what is not a time', () => {
  noteServerTime('yesterday')
  noteServerTime(undefined)
  expect(offset()).toBe(0)
})
