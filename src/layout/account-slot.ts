import { createContext, type ReactNode } from 'react'

/** The user-centre dialogs of the navbar (behaviour B2.33): edit info and change password. */
export type AccountDialogName = 'profile' | 'password'

export interface AccountDialogProps {
  dialog: AccountDialogName
  onClose: () => void
}

/**
 * The account dialogs belong to the account feature, which the shell may not import: the app
 * plugs them in here (src/app/account-slots.tsx).
 */
export const AccountDialogSlot = createContext<((props: AccountDialogProps) => ReactNode) | null>(
  null,
)
