import { matchRoutes, type RouteObject } from 'react-router'
import { findMenuChain, type MenuRoute } from '../../lib/menu-routes'
import { paths } from '../../lib/paths'
import { safeRedirect } from '../../lib/safe-redirect'

// messageUrl (behaviour B3.13) is a JSON string: {"pc": {"type": 1, "value": {"path": "/x",
// "query": {...}}}}. Only a route of this app is followed; anything else (not JSON, no pc, no path,
// another site, a javascript: url, a path no route answers) means the message has no link, and
// opening it only shows it.

/** Where a message leads inside the app: a pathname and its query string ('' or '?a=1'). */
export interface MessageTarget {
  pathname: string
  search: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The query's plain values go into the query string; nested objects and nulls are dropped.
function addQuery(params: URLSearchParams, query: unknown): void {
  if (!isObject(query)) return
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.set(key, String(value))
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The paths the route table (app/router.tsx) places its routes at: every path of the app but the
 * resource list's default menu url, a page that only the server menu opens. Any other path falls
 * to the shell's catch-all, which opens a menu url the user was granted and sends anything else
 * to the 404 page.
 */
export const appRoutePaths: readonly string[] = Object.values(paths).filter(
  (path) => path !== paths.resources,
)
const fixedRoutes: RouteObject[] = appRoutePaths.map((path) => ({ path }))

/**
 * Whether `pathname` opens a page of the app: one of its fixed routes, or a url the server menu
 * grants (`menuRoutes`, what the shell's catch-all lets through to the page registry).
 */
export function isAppRoute(pathname: string, menuRoutes: MenuRoute[]): boolean {
  if (matchRoutes(fixedRoutes, pathname)) return true
  return findMenuChain(menuRoutes, pathname).length > 0
}

/**
 * The in-app target of a message's messageUrl, or null when it names none: a link that is
 * malformed, leaves the app or names no route of it (`menuRoutes`: the signed-in user's menu).
 */
export function messageTarget(
  messageUrl: string | null | undefined,
  menuRoutes: MenuRoute[] = [],
): MessageTarget | null {
  if (!messageUrl?.trim()) return null
  const link = parse(messageUrl)
  if (!isObject(link) || !isObject(link.pc) || !isObject(link.pc.value)) return null
  const { path, query } = link.pc.value
  if (typeof path !== 'string' || !path.trim()) return null
  // same-origin rules of the login redirect: '/x' only, never '//host', '/\host' or 'http:'
  const safe = safeRedirect(path, '')
  if (!safe) return null
  const url = new URL(safe, 'http://same.origin')
  if (!isAppRoute(url.pathname, menuRoutes)) return null
  // a query written into the path stays, the query object's keys win
  const params = new URLSearchParams(url.search)
  addQuery(params, query)
  const search = params.toString()
  return { pathname: url.pathname, search: search ? `?${search}` : '' }
}
