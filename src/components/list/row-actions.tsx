import type { ReactNode } from 'react'
import { useAppSelector } from '../../lib/hooks'
import { hasAction } from '../../lib/permission'
import { selectActions } from '../../lib/session-slice'
import { LinkButton } from './link-button'
import { MoreMenu } from './more-menu'

/** One action of a table row (编辑, 删除, 重置密码 ...). */
export interface RowAction {
  key: string
  label: ReactNode
  onClick: () => void
  /** the action value the user must hold (hidden otherwise) */
  permission?: string | readonly string[]
  danger?: boolean
  disabled?: boolean
}

/** Props of RowActions. */
export interface RowActionsProps {
  actions: RowAction[]
  /** how many show as buttons; the rest go into 更多 (a lone rest shows as a button too) */
  inline?: number
}

/** The action cell of a row: the first actions as links, the rest under 更多, by permission. */
export function RowActions({ actions, inline = 2 }: RowActionsProps) {
  // one selector for the whole row: a hook per action would change with the list's length
  const granted = useAppSelector(selectActions)
  const shown = actions.filter((a) => !a.permission || hasAction(granted, a.permission))
  if (shown.length === 0) return null
  const cut = shown.length > inline + 1 ? inline : shown.length
  const rest = shown.slice(cut)

  return (
    <span className="row-actions">
      {shown.slice(0, cut).map((a) => (
        <LinkButton key={a.key} danger={a.danger} disabled={a.disabled} onClick={a.onClick}>
          {a.label}
        </LinkButton>
      ))}
      {rest.length > 0 && (
        <MoreMenu items={rest} onPick={(key) => rest.find((a) => a.key === key)?.onClick()} />
      )}
    </span>
  )
}
