import { useCallback, useMemo, useState } from 'react'
import { lazyDialog } from '../../lib/lazy-dialog'
import type { ResRow } from './res-row'

// The dialogs load on first use (the list's chunk stays light); the page preloads them when the
// pointer or the keyboard first comes to the list.
export const AuditDialog = lazyDialog(() => import('./audit-dialog').then((m) => m.AuditDialog))
export const AuditHistoryDialog = lazyDialog(() =>
  import('./audit-history-dialog').then((m) => m.AuditHistoryDialog),
)
export const MoveDialog = lazyDialog(() => import('./move-dialog').then((m) => m.MoveDialog))
export const OrderDialog = lazyDialog(() => import('./order-dialog').then((m) => m.OrderDialog))

/** Fetches every dialog's code (repeated calls fetch nothing more). */
export function preloadResDialogs() {
  for (const dialog of [AuditDialog, AuditHistoryDialog, MoveDialog, OrderDialog]) dialog.preload()
}

export type ResDialogKind = 'audit' | 'history' | 'move' | 'order'

export interface OpenedResDialog {
  kind: ResDialogKind | null
  open: boolean
  row?: ResRow
}

/** Which dialog of a resource list is open, and for which row. */
export function useResDialogs() {
  const [opened, setOpened] = useState<OpenedResDialog>({ kind: null, open: false })
  const show = useCallback(
    (kind: ResDialogKind, row: ResRow) => setOpened({ kind, open: true, row }),
    [],
  )
  // kind and row stay while the dialog fades out
  const close = useCallback(() => setOpened((o) => ({ ...o, open: false })), [])
  return useMemo(() => ({ opened, show, close }), [opened, show, close])
}
