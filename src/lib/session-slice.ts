import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SessionInfo } from '../api/user-user'
import type { MenuRoute } from './menu-routes'

export interface SessionState {
  /** null until the guard has loaded the session; an empty list never gets stored. */
  roles: string[] | null
  info: SessionInfo | null
  actions: string[]
  menuRoutes: MenuRoute[]
  /**
   * A logout is under way: the token is gone, the shell is on its way out, and the rest of the
   * session ends once it has (layout/use-logout.ts); nobody else ends it meanwhile.
   */
  ending?: boolean
}

const initialState: SessionState = {
  roles: null,
  info: null,
  actions: [],
  menuRoutes: [],
  ending: false,
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoaded(
      state,
      action: PayloadAction<{ info: SessionInfo; actions: string[]; menuRoutes: MenuRoute[] }>,
    ) {
      state.info = action.payload.info
      state.roles = action.payload.info.roleNameList ?? null
      state.actions = action.payload.actions
      state.menuRoutes = action.payload.menuRoutes
    },
    /** The user edited their own info: the navbar and sidebar show the new name and avatar. */
    sessionInfoUpdated(state, action: PayloadAction<Partial<SessionInfo>>) {
      if (state.info) state.info = { ...state.info, ...action.payload }
    },
    /** A logout has begun (its token is already gone). */
    sessionEnding(state) {
      state.ending = true
    },
    /** The session is over (end-session.ts): roles, info and generated routes go. */
    sessionEnded() {
      return initialState
    },
  },
  selectors: {
    selectRoles: (s) => s.roles,
    selectInfo: (s) => s.info,
    selectActions: (s) => s.actions,
    selectMenuRoutes: (s) => s.menuRoutes,
  },
})

export const { sessionLoaded, sessionInfoUpdated, sessionEnding, sessionEnded } =
  sessionSlice.actions
export const { selectRoles, selectInfo, selectActions, selectMenuRoutes } = sessionSlice.selectors
