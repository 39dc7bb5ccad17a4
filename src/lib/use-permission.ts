import { useAppSelector } from './hooks'
import { hasAction, hasAnyRole } from './permission'
import { selectActions, selectRoles } from './session-slice'

/** True when the user's action values contain `code` (one of them, for a list). */
export function useHasAction(code: string | readonly string[]): boolean {
  const actions = useAppSelector(selectActions)
  return hasAction(actions, code)
}

/** True when the user holds one of `roles`. */
export function useHasRole(roles: readonly string[]): boolean {
  const userRoles = useAppSelector(selectRoles)
  return hasAnyRole(userRoles ?? [], roles)
}
