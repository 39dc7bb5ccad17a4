import { lazyDialog } from '../../lib/lazy-dialog'

// The dialog loads on first use, so the list's own chunk stays light; the page preloads it when
// the pointer or the keyboard first comes to the list.
export const RoleDialog = lazyDialog(() => import('./role-dialog').then((m) => m.RoleDialog))
