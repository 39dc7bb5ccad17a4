import { lazy, Suspense, type ReactNode } from 'react'
import { useAppDispatch } from '../../lib/hooks'
import { sessionInfoUpdated } from '../../lib/session-slice'
import { useOpenedOnce } from '../../lib/use-opened-once'

// Each dialog's code loads when it is first opened, not with the page.
const UserInfoDialog = lazy(() =>
  import('./dialogs/user-info-dialog').then((m) => ({ default: m.UserInfoDialog })),
)
const ChangeMobileDialog = lazy(() =>
  import('./dialogs/change-mobile-dialog').then((m) => ({ default: m.ChangeMobileDialog })),
)
const ChangePasswordDialog = lazy(() =>
  import('./dialogs/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
)

/** The account dialogs the profile page opens. */
export type ProfileDialogName = 'info' | 'mobile' | 'password'

/** Mounts a dialog from its first opening on, so it can play its closing animation. */
function Lazily({ open, children }: { open: boolean; children: ReactNode }) {
  const used = useOpenedOnce(open)
  return used ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** Edit info, change mobile and change password, the one named by `dialog` open. */
export function ProfileDialogs({
  dialog,
  onClose,
}: {
  dialog: ProfileDialogName | null
  onClose: () => void
}) {
  const dispatch = useAppDispatch()
  return (
    <>
      <Lazily open={dialog === 'info'}>
        <UserInfoDialog open={dialog === 'info'} onClose={onClose} />
      </Lazily>
      <Lazily open={dialog === 'mobile'}>
        <ChangeMobileDialog
          open={dialog === 'mobile'}
          onClose={onClose}
          // the page and the user-info dialog show the new number at once
          onChanged={(mobile) => dispatch(sessionInfoUpdated({ mobile }))}
        />
      </Lazily>
      <Lazily open={dialog === 'password'}>
        <ChangePasswordDialog open={dialog === 'password'} onClose={onClose} />
      </Lazily>
    </>
  )
}
