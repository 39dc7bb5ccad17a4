import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { hasAnyRole } from '../lib/permission'
import { selectRoles } from '../lib/session-slice'

/** True when the user holds one of `roles`. */
export function useHasRole(roles: readonly string[]): boolean {
  const userRoles = useSelector(selectRoles)
  return hasAnyRole(userRoles ?? [], roles)
}

/** The legacy v-permission directive: renders its children only for the listed roles. */
export function RoleCheck({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return useHasRole(roles) ? <>{children}</> : null
}
