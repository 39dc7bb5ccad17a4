import { useEffect, useEffectEvent, useState } from 'react'
import { serverNow } from '../../lib/server-clock'

/** The moments the page warns, in seconds left. */
export const WARN_AT = [300, 60] as const

/** Whole seconds from `now` to `deadline`, never below 0 nor above `most`. */
const secondsLeft = (deadline: number, now: number, most = Infinity) =>
  Math.min(most, Math.max(0, Math.ceil((deadline - now) / 1000)))

/**
 * Seconds left until `deadline` (ms on the server's clock), ticking every second, and never more
 * than `most` (the exam time: the server clock learnt again after the paper came may step back a
 * little, and a countdown showing more than the exam allows is wrong to the learner). `onWarn` is
 * called once as each of WARN_AT is crossed (not for a mark already passed when the page opened),
 * and `onZero` once when the time is up; neither while `running` is false.
 */
export function useCountdown(
  deadline: number | undefined,
  running: boolean,
  onWarn: (secondsLeft: number) => void,
  onZero: () => void,
  most?: number,
): number | undefined {
  // the clock read with the deadline it is counted against: a deadline that arrives after the
  // page mounted is shown against the time it arrived, never a clock read before it (which
  // showed one second more than the exam time)
  const [clock, setClock] = useState(() => ({ deadline, now: serverNow() }))
  if (!Object.is(clock.deadline, deadline)) setClock({ deadline, now: serverNow() })
  const now = Object.is(clock.deadline, deadline) ? clock.now : serverNow()
  const warn = useEffectEvent((mark: number) => onWarn(mark))
  const zero = useEffectEvent(() => onZero())

  useEffect(() => {
    if (deadline === undefined || !running) return
    const at = () => secondsLeft(deadline, serverNow())
    let last = at()
    if (last === 0) {
      queueMicrotask(zero)
      return
    }
    const timer = setInterval(() => {
      const left = at()
      for (const mark of WARN_AT) if (last > mark && left <= mark && left > 0) warn(mark)
      last = left
      setClock({ deadline, now: serverNow() })
      if (left === 0) {
        clearInterval(timer)
        zero()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline, running])

  return deadline === undefined ? undefined : secondsLeft(deadline, now, most)
}
