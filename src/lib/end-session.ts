import type { Dispatch } from '@reduxjs/toolkit'
import { baseApi } from '../api/base-api'
import { cancelAllRequests } from '../api/http'
import { sessionReplaced, unbindSession } from '../api/session-owner'
import { sessionEnded } from './session-slice'
import { removeToken } from './token'

/**
 * Ends the signed-in session, the one way every path does it (logout, the 401 confirm, a failed
 * session load): the token goes, answers still on their way are dropped silently, and roles,
 * menus, open tabs and every cached answer are forgotten.
 */
export function endSession() {
  return (dispatch: Dispatch) => {
    // after another account's login in another tab the cookie is that tab's session, not ours
    if (!sessionReplaced()) removeToken()
    unbindSession()
    cancelAllRequests()
    dispatch(sessionEnded())
    dispatch(baseApi.util.resetApiState())
  }
}
