import type { Dispatch } from '@reduxjs/toolkit'
import { baseApi } from '../api/base-api'
import { cancelAllRequests } from '../api/http'
import { sessionEnded } from './session-slice'
import { removeToken } from './token'

/**
 * Ends the signed-in session, the one way every path does it (logout, the 401 confirm, a failed
 * session load): the token goes, answers still on their way are dropped silently, and roles,
 * menus, open tabs and every cached answer are forgotten.
 */
export function endSession() {
  return (dispatch: Dispatch) => {
    removeToken()
    cancelAllRequests()
    dispatch(sessionEnded())
    dispatch(baseApi.util.resetApiState())
  }
}
