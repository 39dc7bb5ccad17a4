import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useLogoutMutation } from '../api/user-user'
import { endSession } from '../lib/end-session'
import { useAppDispatch } from '../lib/hooks'
import { paths } from '../lib/paths'
import { sessionEnding } from '../lib/session-slice'
import { removeToken } from '../lib/token'

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
 * Logs out. The backend is told first, while the token still stands (a failure is already toasted
 * and must not keep the user in); the token cookie goes as soon as it has answered, so a reload or
 * a closed tab from then on is logged out. Then the shell is left for /home, and once it (and this
 * menu with it) has unmounted the rest of the session ends (roles, tabs, cached answers: clearing
 * them earlier would make the open page ask again, without a token: the guard, seeing no token on
 * the way to /home, leaves that to this logout). A 401 of the old session asks nothing (api/http.ts).
 */
export function useLogout(): () => Promise<void> {
  const [callLogout] = useLogoutMutation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const unmounted = useUnmounted()
  return useCallback(async () => {
    await callLogout()
    dispatch(sessionEnding())
    removeToken()
    await navigate(paths.home)
    await unmounted()
    dispatch(endSession())
  }, [callLogout, dispatch, navigate, unmounted])
}
