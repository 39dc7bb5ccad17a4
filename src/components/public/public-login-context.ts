import { createContext, useContext } from 'react'

export interface PublicLogin {
  /** Opens the frame's 培训登录 dialog; a successful login goes to `target` (an app path) if given. */
  openLogin: (target?: string) => void
}

/** Lets any part of a public page (a course card, the player) open the frame's login dialog. */
export const PublicLoginContext = createContext<PublicLogin>({ openLogin: () => {} })

export function usePublicLogin() {
  return useContext(PublicLoginContext)
}
