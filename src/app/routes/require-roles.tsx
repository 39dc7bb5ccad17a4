import { Navigate, Outlet, useMatches } from 'react-router'
import { useAppSelector } from '../hooks'
import { selectRoles } from '../../lib/session-slice'
import type { RouteHandle } from '../../lib/route-handle'
import { hasAnyRole } from '../../lib/permission'

/** Enforces the `roles` of the route it sits on: no matching role goes to the 401 page. */
export function Component() {
  const roles = useAppSelector(selectRoles) ?? []
  const matches = useMatches()
  const allowed = matches.every((m) => {
    const need = (m.handle as RouteHandle | undefined)?.roles
    return !need || hasAnyRole(roles, need)
  })
  return allowed ? <Outlet /> : <Navigate to="/401" replace />
}
