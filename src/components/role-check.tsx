import type { ReactNode } from 'react'
import { useHasRole } from '../lib/use-permission'

/** The legacy v-permission directive: renders its children only for the listed roles. */
export function RoleCheck({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return useHasRole(roles) ? <>{children}</> : null
}
