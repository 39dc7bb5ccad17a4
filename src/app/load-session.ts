import type { MenuRoute } from '../lib/menu-routes'
import { toastWarning } from '../lib/feedback'
import {
  actionValuesOf,
  hasRoles,
  menuRoutesOr,
  readActionValues,
  readMenuList,
  readUserInfo,
} from '../lib/reload-session'
import { warnOnce } from '../lib/warn-once'
import { accountIdentity } from '../lib/account-identity'
import { adoptLegacyDrafts } from '../lib/exam-drafts-legacy'
import { getToken } from '../lib/token'
import { bindSession } from '../api/session-owner'
import { sessionLoaded } from '../lib/session-slice'
import type { AppStore } from './store'

/** A session the guard must refuse, with its message (behaviour B8.7). */
export class SessionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SessionError'
  }
}

/** Said when the menu list cannot be read: the user stays signed in with the fixed menus. */
export const MENUS_UNREADABLE = '菜单数据格式不正确，暂时只显示固定菜单，请联系管理员'

// A menu list the builder cannot read costs the menus, not the session: the dashboard opens with
// the fixed entries and says why the others are missing.
function menuRoutesOf(data: unknown): MenuRoute[] {
  return menuRoutesOr(data, () => {
    warnOnce('menus', 'GetUserMenuList 返回的不是菜单列表')
    toastWarning(MENUS_UNREADABLE)
    return []
  })
}

/**
 * The guard's session load (behaviour B2.6): user info with a non-empty role list, then
 * the user's action values and menu list, from which the menu routes are built.
 */
export async function loadSession(store: AppStore): Promise<void> {
  const token = getToken()
  const info = await readUserInfo(store.dispatch).unwrap()
  if (!info) throw new SessionError('Verification failed, please Login again.')
  if (!hasRoles(info)) throw new SessionError('getInfo: roles must be a non-null array!')
  const [actions, menus] = await Promise.all([
    readActionValues(store.dispatch).unwrap(),
    readMenuList(store.dispatch).unwrap(),
  ])
  store.dispatch(
    sessionLoaded({
      info,
      actions: actionValuesOf(actions) ?? [],
      menuRoutes: menuRoutesOf(menus),
    }),
  )
  // exam copies an earlier version kept for this account move under its identity before any page
  // looks for them
  const owner = accountIdentity(info)
  if (owner) adoptLegacyDrafts(owner, info)
  // whose session this tab holds: a login in another tab changes the token under it
  bindSession(token, owner)
}
