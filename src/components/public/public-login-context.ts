import { createContext, useContext, type ReactNode } from 'react'

export interface PublicLogin {
  /** Opens the frame's 培训登录 dialog; a successful login goes to `target` (an app path) if given. */
  openLogin: (target?: string) => void
}

/** Lets any part of a public page (a course card, the player) open the frame's login dialog. */
export const PublicLoginContext = createContext<PublicLogin>({ openLogin: () => {} })

export function usePublicLogin() {
  return useContext(PublicLoginContext)
}

export interface LoginDialogProps {
  open: boolean
  onClose: () => void
  /** Called once the token is stored; the page decides where to go. */
  onSuccess: () => void
}

/**
 * The 培训登录 dialog of the public frame. It belongs to the account feature, which this layer may
 * not import: the app plugs it in here (src/app/account-slots.tsx).
 */
export const LoginDialogSlot = createContext<((props: LoginDialogProps) => ReactNode) | null>(null)
