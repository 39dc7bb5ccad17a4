import { useEffect, useMemo, useState } from 'react'

/** A running send-code countdown: seconds left (0 = idle) and how to start it. */
export interface Countdown {
  left: number
  start: (seconds: number) => void
}

/**
 * The countdown state on its own, for a form whose send-code button may unmount (a hidden tab)
 * while the countdown must keep running: create it in the form, pass it to the button.
 */
export function useCountdown(): Countdown {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return useMemo(() => ({ left, start: setLeft }), [left])
}
