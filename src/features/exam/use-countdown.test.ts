import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { noteServerTime, resetServerClock, serverNow } from '../../lib/server-clock'
import { useCountdown } from './use-countdown'

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-20T09:00:00') }))
afterEach(() => {
  vi.useRealTimers()
  resetServerClock()
})

const noop = () => {}

it('a deadline that arrives after the page mounted starts at the exam time, not a second over', () => {
  const { result, rerender } = renderHook(
    ({ deadline }: { deadline?: number }) => useCountdown(deadline, true, noop, noop),
    { initialProps: {} as { deadline?: number } },
  )
  expect(result.current).toBeUndefined()
  // the paper's answer comes in 1.5 s later; its deadline is the exam time from then
  vi.setSystemTime(Date.now() + 1500)
  rerender({ deadline: serverNow() + 60 * 60_000 })
  expect(result.current).toBe(3600)
  act(() => vi.advanceTimersByTime(1000))
  expect(result.current).toBe(3599)
})

it('counts down to 0 and calls onZero once', () => {
  const onZero = vi.fn()
  const deadline = serverNow() + 2000
  const { result } = renderHook(() => useCountdown(deadline, true, noop, onZero))
  expect(result.current).toBe(2)
  act(() => vi.advanceTimersByTime(2000))
  expect(result.current).toBe(0)
  expect(onZero).toHaveBeenCalledTimes(1)
})

it('never shows more than the exam time when the server clock is learnt again after the paper came', () => {
  const { result } = renderHook(
    ({ deadline }: { deadline?: number }) => useCountdown(deadline, true, noop, noop, 3600),
    { initialProps: { deadline: serverNow() + 60 * 60_000 } },
  )
  expect(result.current).toBe(3600)
  // an answer 0.5 s later proves the server over 2 s behind this browser: its clock steps back
  vi.setSystemTime(Date.now() + 500)
  noteServerTime(new Date(Date.now() - 3000).toUTCString(), Date.now(), Date.now())
  expect(serverNow()).toBeLessThan(Date.parse('2026-05-20T09:00:00') - 1000)
  for (const shown of [3600, 3600, 3599]) {
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(shown)
  }
})
