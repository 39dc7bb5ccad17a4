import type { LoaderFunctionArgs } from 'react-router'
import type { Bouncer } from './bounce'
import { toastError } from '../lib/feedback'
import { normalisePathname } from '../lib/menu-routes'
import { endSession } from '../lib/end-session'
import { paths, publicPaths } from '../lib/paths'
import { getToken, setToken } from '../lib/token'
import { SessionError } from './load-session'
import type { SessionGate } from './session-gate'
import type { AppStore } from './store'

/** Public pages (behaviour B2.1), / and the /redirect/{path} forwarder are open without a token. */
export function isPublicPath(pathname: string): boolean {
  const path = normalisePathname(pathname)
  return path === paths.root || publicPaths.includes(path) || path.startsWith(paths.redirect + '/')
}

/**
 * Where a guest opening `url` is sent, decided before the app starts (main.tsx): null when the
 * page is open to them. The guard says the same; deciding first means a guest's load of a
 * logged-in path never requests the app layout or the page's code.
 */
export function guestBounce(url: URL): string | null {
  if (getToken() || url.searchParams.has('token')) return null
  return isPublicPath(url.pathname) ? null : paths.home
}

// The request layer has toasted every failed call already (a cancelled one is silent).
function alreadyShown(error: unknown): boolean {
  const status: unknown =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
  return (
    status === 'BUSINESS' ||
    status === 'NETWORK' ||
    status === 'PARSE' ||
    status === 'CANCELLED' ||
    typeof status === 'number'
  )
}

/**
 * How long a page must stay after a session load failed on the network before the session ends.
 * A page going away (a reload, a link, an address typed while it loads) has its calls cut off, and
 * they fail as network errors in its last moments: ending the session then would log the user out
 * of the page they are going to. A page that stays ends it as behaviour B2.6 says.
 */
export const LEAVING_GRACE_MS = 1000

const cutOff = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 'NETWORK'

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
        // End the old session first; the reset makes the open page's queries fetch again, and
        // they must ask as the new user.
        store.dispatch(endSession())
        setToken(queryToken)
      }
      url.searchParams.delete('token')
      throw bounce(url.pathname + url.search + url.hash)
    }
    const path = normalisePathname(url.pathname)
    const token = getToken()
    if (!token) {
      // the cookie went away behind the app's back (another tab logged out); a logout of this
      // tab ends the session itself once the shell is gone
      const { roles, ending } = store.getState().session
      if (roles && !ending) store.dispatch(endSession())
      const target = guestBounce(url)
      if (!target) return null
      throw bounce(target)
    }
    if (path === paths.login) throw bounce(paths.root)
    try {
      await gate.ensure()
    } catch (error) {
      if (cutOff(error)) await new Promise((stay) => setTimeout(stay, LEAVING_GRACE_MS))
      store.dispatch(endSession())
      if (!alreadyShown(error))
        toastError(error instanceof SessionError ? error.message : 'Has Error')
      throw bounce(paths.home)
    }
    return null
  }
}
