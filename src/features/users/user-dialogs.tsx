import {
  UserCompanyDialog,
  UserEditDialog,
  UserImportDialog,
  UserRoleDialog,
  type OpenedUserDialog,
} from './user-dialog-loaders'

/** Props of UserDialogs. */
export interface UserDialogsProps {
  opened: OpenedUserDialog
  close: () => void
  /** the company a new user joins (a platform user's company filter) */
  companyCode?: string
}

/** The user list's dialogs: add and edit (both variants), roles, company, import. */
export function UserDialogs({ opened, close, companyCode }: UserDialogsProps) {
  const { kind, open, user } = opened
  const isEdit = kind === 'add' || kind === 'editSystem' || kind === 'editCompany'
  return (
    <>
      <UserEditDialog
        open={open && isEdit}
        variant={kind === 'editSystem' ? 'system' : 'company'}
        user={kind === 'add' ? undefined : user}
        companyCode={kind === 'add' ? companyCode : undefined}
        onClose={close}
      />
      <UserRoleDialog open={open && kind === 'roles'} user={user} onClose={close} />
      <UserCompanyDialog open={open && kind === 'company'} user={user} onClose={close} />
      <UserImportDialog open={open && kind === 'import'} onClose={close} />
    </>
  )
}
