import type { AccountDialogProps } from '../../../layout/account-slot'
import { ChangePasswordDialog } from './change-password-dialog'
import { UserInfoDialog } from './user-info-dialog'

/** The navbar's user-centre dialogs, by name (what the shell's account slot shows). */
export function AccountDialog({ dialog, onClose }: AccountDialogProps) {
  return (
    <>
      <UserInfoDialog open={dialog === 'profile'} onClose={onClose} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={onClose} />
    </>
  )
}
