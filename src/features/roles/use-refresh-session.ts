import { useCallback } from 'react'
import { useStore } from 'react-redux'
import { sysActionApi } from '../../api/sys-action'
import { userUserApi } from '../../api/user-user'
import { useAppDispatch } from '../../lib/hooks'
import { buildMenuRoutes, MalformedMenuError, type MenuRoute } from '../../lib/menu-routes'
import { sessionLoaded, type SessionState } from '../../lib/session-slice'

// The session (roles, action values, menu routes) is read once by the guard, outside any
// subscription, so a role change does not reach it through RTK Query's tags. This reads it again,
// the way the guard does, and swaps it in place: the sidebar and the permission checks update
// without a reload. (README: the app's own loadSession is out of a feature's reach.)

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

function menuRoutesOf(data: unknown, old: MenuRoute[]): MenuRoute[] {
  try {
    return keepGroupPaths(buildMenuRoutes(data), old)
  } catch (error) {
    // an unreadable answer keeps the menus the user has
    if (error instanceof MalformedMenuError) return old
    throw error
  }
}

/** Reloads the current user's info, action values and menus into the session. */
export function useRefreshSession() {
  const dispatch = useAppDispatch()
  const store = useStore<{ session: SessionState }>()
  return useCallback(async () => {
    const opts = { subscribe: false, forceRefetch: true } as const
    const [info, actions, menus] = await Promise.all([
      dispatch(userUserApi.endpoints.getUserInfo.initiate(undefined, opts)),
      dispatch(sysActionApi.endpoints.getUserActionValue.initiate(undefined, opts)),
      dispatch(sysActionApi.endpoints.getUserMenuList.initiate(undefined, opts)),
    ])
    const session = store.getState().session
    // a failed call has been shown by the request layer; the session stays as it was
    if (!session.info || !info.isSuccess || !actions.isSuccess || !menus.isSuccess) return
    const next = info.data.data
    const roles = Array.isArray(next?.roleNameList) && next.roleNameList.length > 0
    const values: unknown = actions.data.data
    dispatch(
      sessionLoaded({
        info: roles ? next : session.info,
        actions: Array.isArray(values)
          ? values.filter((a): a is string => typeof a === 'string')
          : session.actions,
        menuRoutes: menuRoutesOf(menus.data.data, session.menuRoutes),
      }),
    )
  }, [dispatch, store])
}
