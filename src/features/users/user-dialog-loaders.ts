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

/** The user list's dialogs, as useDialog names them. */
export type UserDialogKind = 'add' | 'editSystem' | 'editCompany' | 'roles' | 'company' | 'import'
