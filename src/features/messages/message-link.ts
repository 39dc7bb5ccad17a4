import { safeRedirect } from '../../lib/safe-redirect'

// messageUrl (spec 3) is a JSON string: {"pc": {"type": 1, "value": {"path": "/x", "query": {...}}}}.
// Only a path inside this app is followed; anything else (not JSON, no pc, no path, another site,
// a javascript: url) means the message has no link, and opening it only shows it.

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

/** The in-app target of a message's messageUrl, or null when it names none. */
export function messageTarget(messageUrl: string | null | undefined): MessageTarget | null {
  if (!messageUrl?.trim()) return null
  const link = parse(messageUrl)
  if (!isObject(link) || !isObject(link.pc) || !isObject(link.pc.value)) return null
  const { path, query } = link.pc.value
  if (typeof path !== 'string' || !path.trim()) return null
  // same-origin rules of the login redirect: '/x' only, never '//host', '/\host' or 'http:'
  const safe = safeRedirect(path, '')
  if (!safe) return null
  const url = new URL(safe, 'http://same.origin')
  // a query written into the path stays, the query object's keys win
  const params = new URLSearchParams(url.search)
  addQuery(params, query)
  const search = params.toString()
  return { pathname: url.pathname, search: search ? `?${search}` : '' }
}
