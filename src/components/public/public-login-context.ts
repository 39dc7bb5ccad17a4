import { createContext, useContext } from 'react'

/** Lets any part of a public page (a course card, the player) open the frame's login dialog. */
export const PublicLoginContext = createContext<{ openLogin: () => void }>({ openLogin: () => {} })

export function usePublicLogin() {
  return useContext(PublicLoginContext)
}
