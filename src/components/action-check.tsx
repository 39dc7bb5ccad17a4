import type { ReactNode } from 'react'
import { useHasAction } from '../lib/use-permission'

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
