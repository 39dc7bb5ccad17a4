import { useCallback } from 'react'
import { useStore } from 'react-redux'
import { sysActionApi } from '../api/sys-action'
import { userUserApi, type SessionInfo } from '../api/user-user'
// Types only: the store is built in app, from the slices of every layer.
import type { AppDispatch } from '../app/store'
import { useAppDispatch } from './hooks'
import { buildMenuRoutes, MalformedMenuError, type MenuRoute } from './menu-routes'
import { sessionLoaded, type SessionState } from './session-slice'

// The session (roles, action values, menu routes) is read by the guard (app/load-session.ts),
// outside any subscription, so a role change does not reach it through RTK Query's tags. The reads
// below are the guard's; reloadSession reads them again and swaps the session in place: the
// sidebar and the permission checks update without a reload.

const FRESH = { subscribe: false, forceRefetch: true } as const

/** GetUserInfo, asked anew. */
export const readUserInfo = (dispatch: AppDispatch) =>
  dispatch(userUserApi.endpoints.getUserInfo.initiate(undefined, FRESH))
/** GetUserActionValue, asked anew. */
export const readActionValues = (dispatch: AppDispatch) =>
  dispatch(sysActionApi.endpoints.getUserActionValue.initiate(undefined, FRESH))
/** GetUserMenuList, asked anew. */
export const readMenuList = (dispatch: AppDispatch) =>
  dispatch(sysActionApi.endpoints.getUserMenuList.initiate(undefined, FRESH))

/** A user info the session can hold: one with a non-empty role list. */
export function hasRoles(
  info: SessionInfo | null | undefined,
): info is SessionInfo & { roleNameList: string[] } {
  return Array.isArray(info?.roleNameList) && info.roleNameList.length > 0
}

/** The action values of a GetUserActionValue answer; undefined when it is not a list. */
export function actionValuesOf(data: unknown): string[] | undefined {
  return Array.isArray(data) ? data.filter((a): a is string => typeof a === 'string') : undefined
}

/** The menu routes of a GetUserMenuList answer, or what `malformed` makes of one it cannot read. */
export function menuRoutesOr(data: unknown, malformed: () => MenuRoute[]): MenuRoute[] {
  // the answer's check gives undefined for an answer that is not a menu list (sys-action.ts)
  if (data === undefined) return malformed()
  try {
    return buildMenuRoutes(data)
  } catch (error) {
    if (!(error instanceof MalformedMenuError)) throw error
    return malformed()
  }
}

/** The new routes with the group paths of the old ones (same title, same place): open groups stay open. */
export function keepGroupPaths(next: MenuRoute[], old: MenuRoute[]): MenuRoute[] {
  return next.map((route) => {
    if (route.children.length === 0) return route
    const before = old.find((o) => o.children.length > 0 && o.title === route.title)
    return {
      ...route,
      path: before?.path ?? route.path,
      children: keepGroupPaths(route.children, before?.children ?? []),
    }
  })
}

/**
 * Reloads the signed-in user's info, action values and menus into the session. A failed call has
 * been shown by the request layer and leaves the session as it was; so does a missing session.
 */
export async function reloadSession(
  dispatch: AppDispatch,
  getState: () => { session: SessionState },
): Promise<void> {
  const [info, actions, menus] = await Promise.all([
    readUserInfo(dispatch),
    readActionValues(dispatch),
    readMenuList(dispatch),
  ])
  const session = getState().session
  if (!session.info || !info.isSuccess || !actions.isSuccess || !menus.isSuccess) return
  const next = info.data
  const old = session.menuRoutes
  dispatch(
    sessionLoaded({
      info: hasRoles(next) ? next : session.info,
      actions: actionValuesOf(actions.data) ?? session.actions,
      // an unreadable menu list keeps the menus the user has
      menuRoutes: keepGroupPaths(
        menuRoutesOr(menus.data, () => old),
        old,
      ),
    }),
  )
}

/** reloadSession for a component: call it after a change to the signed-in user's roles. */
export function useRefreshSession() {
  const dispatch = useAppDispatch()
  const store = useStore<{ session: SessionState }>()
  return useCallback(() => reloadSession(dispatch, store.getState), [dispatch, store])
}
