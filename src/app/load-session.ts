import { userUserApi } from '../api/user-user'
import { sysActionApi } from '../api/sys-action'
import { buildMenuRoutes, type MenuRoute } from '../lib/menu-routes'
import { sessionLoaded } from '../lib/session-slice'
import type { AppStore } from './store'

/** A session the guard must refuse, with the message spec 8 gives for it. */
export class SessionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SessionError'
  }
}

function menuRoutesOf(data: unknown): MenuRoute[] {
  try {
    return buildMenuRoutes(data as Parameters<typeof buildMenuRoutes>[0])
  } catch {
    // A menu list the builder cannot read: the guard's generic failure, not a raw TypeError.
    throw new SessionError('Has Error')
  }
}

/**
 * The guard's session load (spec 2 "Route guard"): user info with a non-empty role list, then
 * the user's action values and menu list, from which the menu routes are built.
 */
export async function loadSession(store: AppStore): Promise<void> {
  const opts = { subscribe: false, forceRefetch: true } as const
  const infoResult = await store
    .dispatch(userUserApi.endpoints.getUserInfo.initiate(undefined, opts))
    .unwrap()
  const info = infoResult?.data
  if (!info) throw new SessionError('Verification failed, please Login again.')
  if (!Array.isArray(info.roleNameList) || info.roleNameList.length === 0) {
    throw new SessionError('getInfo: roles must be a non-null array!')
  }
  const [actions, menus] = await Promise.all([
    store.dispatch(sysActionApi.endpoints.getUserActionValue.initiate(undefined, opts)).unwrap(),
    store.dispatch(sysActionApi.endpoints.getUserMenuList.initiate(undefined, opts)).unwrap(),
  ])
  store.dispatch(
    sessionLoaded({
      info,
      actions: Array.isArray(actions?.data)
        ? actions.data.filter((a): a is string => typeof a === 'string')
        : [],
      menuRoutes: menuRoutesOf(menus?.data),
    }),
  )
}
