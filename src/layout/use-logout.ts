import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useLoginOutMutation } from '../api/user-user'
import { endSession } from '../lib/end-session'
import { useAppDispatch } from '../lib/hooks'
import { paths } from '../lib/paths'

// Resolves when the component using it unmounts (a fresh one per mount: StrictMode mounts twice).
function useUnmounted(): () => Promise<void> {
  const current = useRef<Promise<void>>(new Promise(() => {}))
  useEffect(() => {
    let resolve = () => {}
    current.current = new Promise<void>((r) => (resolve = r))
    return () => resolve()
  }, [])
  return useCallback(() => current.current, [])
}

/**
 * Logs out (spec 4). The backend is told first, while the token still stands (a failure is
 * already toasted and must not keep the user in). Then the shell is left for /home, and only once
 * it (and this menu with it) has unmounted does the session end: ending it earlier (the token or
 * the cached answers) would make the open page ask again, without a token.
 */
export function useLogout(): () => Promise<void> {
  const [loginOut] = useLoginOutMutation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const unmounted = useUnmounted()
  return useCallback(async () => {
    await loginOut()
    await navigate(paths.home)
    await unmounted()
    dispatch(endSession())
  }, [loginOut, dispatch, navigate, unmounted])
}
