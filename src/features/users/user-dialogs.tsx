import type { UserRow } from '../../api/user-user'
import type { DialogState } from '../../components/list/use-dialog'
import {
  UserCompanyDialog,
  UserEditDialog,
  UserImportDialog,
  UserRoleDialog,
  type UserDialogKind,
} from './user-dialog-loaders'

/** Props of UserDialogs. */
export interface UserDialogsProps {
  dialog: DialogState<UserDialogKind, UserRow>
  /** the company a new user joins (a platform user's company filter) */
  companyCode?: string
}

/** The user list's dialogs: add and edit (both variants), roles, company, import. */
export function UserDialogs({ dialog, companyCode }: UserDialogsProps) {
  const { kind, row: user, isOpen, close } = dialog
  const isEdit = kind === 'add' || kind === 'editSystem' || kind === 'editCompany'
  return (
    <>
      <UserEditDialog
        open={isOpen() && isEdit}
        variant={kind === 'editSystem' ? 'system' : 'company'}
        user={kind === 'add' ? undefined : user}
        companyCode={kind === 'add' ? companyCode : undefined}
        onClose={close}
      />
      <UserRoleDialog open={isOpen('roles')} user={user} onClose={close} />
      <UserCompanyDialog open={isOpen('company')} user={user} onClose={close} />
      <UserImportDialog open={isOpen('import')} onClose={close} />
    </>
  )
}
