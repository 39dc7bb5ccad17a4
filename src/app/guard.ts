import type { LoaderFunctionArgs } from 'react-router'
import type { Bouncer } from './bounce'
import type { HttpError } from '../api/http'
import { toastError } from '../lib/feedback'
import { normalisePathname } from '../lib/menu-routes'
import { sessionReset } from '../lib/session-slice'
import { getToken, removeToken, setToken } from '../lib/token'
import { SessionError } from './load-session'
import { resetSession, type SessionGate } from './session-gate'
import type { AppStore } from './store'

/** Paths open without a token (spec 2). */
export const PUBLIC_PATHS = [
  '/home',
  '/login',
  '/auth-redirect',
  '/register',
  '/company',
  '/404',
  '/401',
  '/502',
  '/viewnoticeitem',
  '/newsitem',
  '/newslist',
  '/firstclassindex',
]

export function isPublicPath(pathname: string): boolean {
  const path = normalisePathname(pathname)
  return path === '/' || PUBLIC_PATHS.includes(path) || path.startsWith('/redirect/')
}

function alreadyShown(error: unknown): boolean {
  const status = (error as HttpError | undefined)?.status
  return (
    status === 'BUSINESS' ||
    status === 'NETWORK' ||
    status === 'PARSE' ||
    status === 'CANCELLED' ||
    typeof status === 'number'
  )
}

/**
 * Runs before every navigation (the legacy beforeEach): takes a token from the query string,
 * keeps guests on public pages, and loads roles, actions and menu routes once per session.
 * Its redirects (bounce) leave no history entry behind, so neither a token URL nor a page that
 * bounces can be reached again with the back button.
 */
export function createGuard(
  store: AppStore,
  gate: SessionGate,
  { bounce }: Pick<Bouncer, 'bounce'>,
) {
  return async function guard({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url)
    const queryToken = url.searchParams.get('token')
    if (queryToken) {
      // Another user's link: the loaded session, its tabs and its cached answers are not theirs.
      if (queryToken !== getToken()) {
        // Token first: the reset makes the open page's queries fetch again, and they must ask
        // as the new user.
        setToken(queryToken)
        resetSession(store)
      }
      url.searchParams.delete('token')
      throw bounce(url.pathname + url.search + url.hash)
    }
    const path = normalisePathname(url.pathname)
    const token = getToken()
    if (!token) {
      if (store.getState().session.roles) store.dispatch(sessionReset())
      if (isPublicPath(path)) return null
      throw bounce('/home')
    }
    if (path === '/login') throw bounce('/')
    try {
      await gate.ensure()
    } catch (error) {
      removeToken()
      resetSession(store)
      if (!alreadyShown(error))
        toastError(error instanceof SessionError ? error.message : 'Has Error')
      throw bounce('/home')
    }
    return null
  }
}
