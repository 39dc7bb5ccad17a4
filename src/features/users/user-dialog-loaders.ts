import { useCallback, useMemo, useState } from 'react'
import type { UserRow } from '../../api/user-user'
import { lazyDialog } from '../../lib/lazy-dialog'

// The dialogs load on first use, so the list's own chunk stays light; the page preloads them
// when the pointer or the keyboard first comes to the list.
export const UserEditDialog = lazyDialog(() =>
  import('./user-edit-dialog').then((m) => m.UserEditDialog),
)
export const UserRoleDialog = lazyDialog(() =>
  import('./user-role-dialog').then((m) => m.UserRoleDialog),
)
export const UserCompanyDialog = lazyDialog(() =>
  import('./user-company-dialog').then((m) => m.UserCompanyDialog),
)
export const UserImportDialog = lazyDialog(() =>
  import('./user-import-dialog').then((m) => m.UserImportDialog),
)

/** Fetches every dialog's code (repeated calls fetch nothing more). */
export function preloadUserDialogs() {
  for (const dialog of [UserEditDialog, UserRoleDialog, UserCompanyDialog, UserImportDialog])
    dialog.preload()
}

export type UserDialogKind = 'add' | 'editSystem' | 'editCompany' | 'roles' | 'company' | 'import'

export interface OpenedUserDialog {
  kind: UserDialogKind | null
  open: boolean
  user?: UserRow
}

/** Which dialog of the user list is open, and for which user. */
export function useUserDialogs() {
  const [opened, setOpened] = useState<OpenedUserDialog>({ kind: null, open: false })
  const show = useCallback(
    (kind: UserDialogKind, user?: UserRow) => setOpened({ kind, open: true, user }),
    [],
  )
  // kind and user stay while the dialog fades out
  const close = useCallback(() => setOpened((o) => ({ ...o, open: false })), [])
  return useMemo(() => ({ opened, show, close }), [opened, show, close])
}
