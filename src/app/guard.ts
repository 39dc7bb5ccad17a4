import { redirect, type LoaderFunctionArgs } from 'react-router'
import { baseApi } from '../api/base-api'
import type { HttpError } from '../api/http'
import { toastError } from '../lib/feedback'
import { sessionReset } from '../lib/session-slice'
import { getToken, removeToken, setToken } from '../lib/token'
import { loadSession } from './load-session'
import type { AppStore } from './store'

/** Paths open without a token (spec 2). */
export const PUBLIC_PATHS = [
  '/home', '/login', '/auth-redirect', '/register', '/company', '/404', '/401', '/502',
  '/viewnoticeitem', '/newsitem', '/newslist', '/firstclassindex',
]

export function isPublicPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return path === '/' || PUBLIC_PATHS.includes(path) || path.startsWith('/redirect/')
}

function alreadyShown(error: unknown): boolean {
  const status = (error as HttpError | undefined)?.status
  return status === 'BUSINESS' || status === 'NETWORK' || status === 'PARSE' || status === 'CANCELLED' || typeof status === 'number'
}

/**
 * Runs before every navigation (the legacy beforeEach): takes a token from the query string,
 * keeps guests on public pages, and loads roles, actions and menu routes once per session.
 */
export function createGuard(store: AppStore) {
  return async function guard({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url)
    const queryToken = url.searchParams.get('token')
    if (queryToken) {
      setToken(queryToken)
      url.searchParams.delete('token')
      throw redirect(url.pathname + url.search + url.hash)
    }
    const token = getToken()
    if (!token) {
      if (store.getState().session.roles) store.dispatch(sessionReset())
      if (isPublicPath(url.pathname)) return null
      throw redirect('/home')
    }
    if (url.pathname === '/login') throw redirect('/')
    if (store.getState().session.roles) return null
    try {
      await loadSession(store)
    } catch (error) {
      removeToken()
      store.dispatch(sessionReset())
      store.dispatch(baseApi.util.resetApiState())
      if (!alreadyShown(error)) toastError((error as Error)?.message || 'Has Error')
      throw redirect('/home')
    }
    return null
  }
}
