import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SessionInfo } from '../api/user-user'
import type { MenuRoute } from './menu-routes'

export interface SessionState {
  /** null until the guard has loaded the session; an empty list never gets stored. */
  roles: string[] | null
  info: SessionInfo | null
  actions: string[]
  menuRoutes: MenuRoute[]
}

const initialState: SessionState = { roles: null, info: null, actions: [], menuRoutes: [] }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoaded(
      state,
      action: PayloadAction<{ info: SessionInfo; actions: string[]; menuRoutes: MenuRoute[] }>,
    ) {
      state.info = action.payload.info
      state.roles = action.payload.info.roleNameList
      state.actions = action.payload.actions
      state.menuRoutes = action.payload.menuRoutes
    },
    /** The user edited their own info: the navbar and sidebar show the new name and avatar. */
    sessionInfoUpdated(state, action: PayloadAction<Partial<SessionInfo>>) {
      if (state.info) state.info = { ...state.info, ...action.payload }
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

export const { sessionLoaded, sessionInfoUpdated, sessionEnded } = sessionSlice.actions
export const { selectRoles, selectInfo, selectActions, selectMenuRoutes } = sessionSlice.selectors
