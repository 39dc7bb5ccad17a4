import { lazy, type ReactNode } from 'react'
import { LoginDialogSlot, type LoginDialogProps } from '../components/public/public-login-context'
import { AccountDialogSlot, type AccountDialogProps } from '../layout/account-slot'

// Loaded when first opened: a guest reading the home page never downloads the login form.
const LoginDialog = lazy(() =>
  import('../features/account/login/login-dialog').then((m) => ({ default: m.LoginDialog })),
)
const AccountDialog = lazy(() =>
  import('../features/account/dialogs/account-dialog').then((m) => ({ default: m.AccountDialog })),
)

const loginDialog = (props: LoginDialogProps) => <LoginDialog {...props} />
const accountDialog = (props: AccountDialogProps) => <AccountDialog {...props} />

/**
 * Plugs the account feature's dialogs into the public frame and the shell, which may not import a
 * feature themselves (the import boundaries of docs/conventions.md).
 */
export function AccountSlots({ children }: { children: ReactNode }) {
  return (
    <LoginDialogSlot.Provider value={loginDialog}>
      <AccountDialogSlot.Provider value={accountDialog}>{children}</AccountDialogSlot.Provider>
    </LoginDialogSlot.Provider>
  )
}
