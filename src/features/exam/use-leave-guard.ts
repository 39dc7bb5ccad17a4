import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { confirmAction } from '../../lib/confirm'

/**
 * Asks before the learner leaves the paper inside the app (the sidebar, a tag, back), and has the
 * browser ask before the tab is closed while a hand-in still waits for the backend. `reason` is
 * what the question says; nothing is asked without one.
 */
export function useLeaveGuard(reason: string | undefined, waiting: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !!reason && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked' || !reason) return
    void confirmAction({ title: '离开考试', content: reason, okText: '离开' }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    )
  }, [blocker, reason])
  useEffect(() => {
    if (!waiting) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [waiting])
}
