import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { confirmAction } from '../../lib/confirm'

export const UNSAVED_QUESTION = '有未保存的修改，确定离开吗？'

/**
 * While `dirty`, leaving the page asks first: inside the app (menu, tags, back) a confirm, 确定
 * leaves and 取消 stays; a reload or a closed tab gets the browser's own question. `release()`
 * lets the next navigation go unasked (after a save).
 */
export function useUnsavedGuard(dirty: boolean): { release: () => void } {
  const released = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirmAction({ content: UNSAVED_QUESTION }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    )
  }, [blocker])
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // older browsers show the question only when returnValue is set
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  const release = useCallback(() => {
    released.current = true
  }, [])
  return { release }
}
