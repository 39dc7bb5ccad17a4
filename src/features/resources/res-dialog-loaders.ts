import { lazyDialog } from '../../lib/lazy-dialog'

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

/** The resource lists' dialogs, as useDialog names them. */
export type ResDialogKind = 'audit' | 'history' | 'move' | 'order'
