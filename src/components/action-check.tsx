import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { hasAction } from '../lib/permission'
import { selectActions } from '../lib/session-slice'

/** True when the user's action values contain `code` (one of them, for a list). */
export function useHasAction(code: string | readonly string[]): boolean {
  const actions = useSelector(selectActions)
  return hasAction(actions, code)
}

/** The legacy v-action directive: renders its children only for users granted `code`. */
export function ActionCheck({
  code,
  children,
}: {
  code: string | readonly string[]
  children: ReactNode
}) {
  return useHasAction(code) ? <>{children}</> : null
}
