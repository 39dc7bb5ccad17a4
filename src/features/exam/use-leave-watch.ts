import { useEffect, useEffectEvent } from 'react'

/**
 * Calls `onReturn` each time the learner comes back after leaving the exam window: another tab or
 * app (the page hidden) or another window (the window blurred). One absence counts once, however
 * many of those events it fires. Only while `active`.
 */
export function useLeaveWatch(active: boolean, onReturn: () => void): void {
  const returned = useEffectEvent(onReturn)
  useEffect(() => {
    if (!active) return
    let away = false
    const leave = () => {
      away = true
    }
    const back = () => {
      if (!away || document.visibilityState === 'hidden') return
      away = false
      returned()
    }
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back())
    document.addEventListener('visibilitychange', visibility)
    window.addEventListener('blur', leave)
    window.addEventListener('focus', back)
    return () => {
      document.removeEventListener('visibilitychange', visibility)
      window.removeEventListener('blur', leave)
      window.removeEventListener('focus', back)
    }
  }, [active])
}
