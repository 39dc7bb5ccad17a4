import type { LoaderFunctionArgs } from 'react-router'
import type { Bouncer } from './bounce'
import { findMenuChain } from '../lib/menu-routes'
import { hasAnyRole } from '../lib/permission'
import { selectMenuRoutes, selectRoles } from '../lib/session-slice'
import { getToken } from '../lib/token'
import type { SessionGate } from './session-gate'
import type { AppStore } from './store'

/** Where a forbidden page sends the user; its back button then goes to /dashboard. */
export const FORBIDDEN_PATH = '/401?noGoBack=1'

// Without a token, or when the session cannot load, the root guard decides where to go.
async function sessionReady(gate: SessionGate): Promise<boolean> {
  if (!getToken()) return false
  try {
    await gate.ensure()
    return true
  } catch {
    return false
  }
}

/**
 * A route loader that lets only users holding one of `roles` in. It runs before the location
 * changes, so a forbidden page never renders, never gets a tab and never enters the history.
 */
export function requireRoles(
  store: AppStore,
  gate: SessionGate,
  { bounce }: Pick<Bouncer, 'bounce'>,
  roles: readonly string[],
) {
  return async function roleCheck() {
    if (!(await sessionReady(gate))) return null
    if (!hasAnyRole(selectRoles(store.getState()) ?? [], roles)) throw bounce(FORBIDDEN_PATH)
    return null
  }
}

/** The catch-all loader of the shell: only a url the server menu granted opens, anything else is 404. */
export function requireMenuUrl(
  store: AppStore,
  gate: SessionGate,
  { bounce }: Pick<Bouncer, 'bounce'>,
) {
  return async function menuCheck({ request }: LoaderFunctionArgs) {
    if (!(await sessionReady(gate))) return null
    const { pathname } = new URL(request.url)
    if (findMenuChain(selectMenuRoutes(store.getState()), pathname).length === 0)
      throw bounce('/404')
    return null
  }
}
