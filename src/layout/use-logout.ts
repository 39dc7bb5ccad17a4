import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { baseApi } from '../api/base-api'
import { cancelAllRequests } from '../api/http'
import { useLoginOutMutation } from '../api/user-user'
import { sessionReset } from '../lib/session-slice'
import { removeToken } from '../lib/token'
import { tagsReset } from './tags-view-slice'

/**
 * Logs out: tells the backend (a failure is already toasted and must not keep the user in),
 * drops the token, leaves the shell, then clears the session, tabs and cached answers.
 */
export function useLogout(): () => Promise<void> {
  const [loginOut] = useLoginOutMutation()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await loginOut().unwrap()
    } catch {
      // logging out locally still has to happen
    }
    removeToken()
    // Answers still on their way belong to the old session: they must not toast or ask to log in.
    cancelAllRequests()
    // Leave the shell first: its queries would otherwise refetch without a token.
    await navigate('/home')
    dispatch(sessionReset())
    dispatch(tagsReset())
    dispatch(baseApi.util.resetApiState())
  }, [loginOut, dispatch, navigate])
}
