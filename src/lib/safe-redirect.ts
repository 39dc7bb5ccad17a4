// Only a path on this site may be followed (after login, by the /redirect/{path} forwarder, from a
// message link): absolute and protocol-relative URLs, backslash tricks, control characters and
// javascript: targets fall back to "/", and so does a path whose first segment names a scheme
// (/redirect/http://host would forward to "/http://host"). A browser reads "\" as "/" and drops
// tabs and newlines, and a target may be percent-encoded once or more before it gets there, so the
// path is judged as it reads once fully decoded.
import { paths } from './paths'

const ORIGIN = 'http://same.origin'
/** The legacy refresh forwarder, /redirect/{path}. */
const FORWARDER = `${paths.redirect}/`
// decoding more often than this is no link anybody writes: refused
const MOST_DECODES = 5

function decodedFully(text: string): string | undefined {
  let value = text
  for (let i = 0; i <= MOST_DECODES; i++) {
    let next: string
    try {
      next = decodeURIComponent(value)
    } catch {
      return undefined
    }
    if (next === value) return value
    value = next
  }
  return undefined
}

// A first segment that names a scheme ("/https:%2F%2Fhost", "/javascript:alert(1)"): no page of
// this site has one, and behind the forwarder it is a URL, /redirect/http://host, not a path.
const SCHEME = /^\/[a-z][a-z\d+.-]*:/i

/**
 * "/" then a first segment (never "//" nor "/\", nor a scheme), with no backslash or control
 * character.
 */
function isSitePath(path: string): boolean {
  const decoded = decodedFully(path)
  if (decoded === undefined) return false
  return (
    /^\/(?![/\\])/.test(decoded) &&
    !SCHEME.test(decoded) &&
    // eslint-disable-next-line no-control-regex
    !/[\\\u0000-\u001f\u007f]/.test(decoded)
  )
}

/**
 * `target` when it is a path on this site (its query and hash kept), else `fallback`. A target
 * that is the forwarder counts only when what it forwards to is a path on this site too.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback
  const value = target.trim()
  const end = value.search(/[?#]/)
  if (!isSitePath(end < 0 ? value : value.slice(0, end))) return fallback
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN || !isSitePath(url.pathname)) return fallback
  if (url.pathname.startsWith(FORWARDER) && forwardTarget(url.pathname, url.search) === null)
    return fallback
  return url.pathname + url.search + url.hash
}

/**
 * Where /redirect/{path} forwards (behaviour B2.1): "/" + path with the same query, when that is a
 * path on this site (a nested forwarder judged the same way); null when it is not. `pathname` is
 * the forwarder's own, as the address has it (not decoded).
 */
export function forwardTarget(pathname: string, search: string): string | null {
  if (!pathname.startsWith(FORWARDER)) return null
  const target = '/' + pathname.slice(FORWARDER.length) + search
  const safe = safeRedirect(target, '')
  return safe === '' ? null : safe
}

// A line break in the path, once decoded as the router decodes it (each segment once): the
// router's patterns (a splat is ".*") match none of these, so no route answers such an address.
const LINE_BREAK = /[\n\r\u2028\u2029]/

/**
 * Where a load of the forwarder goes before the router is made, when no route of the router would
 * match its address (a line break in it: /redirect/x%0Ay): forwardTarget's answer, else "/",
 * instead of the router's error page. null for any other address, the forwarder route's to judge.
 */
export function forwardBeforeRouting(pathname: string, search: string): string | null {
  if (!pathname.toLowerCase().startsWith(FORWARDER)) return null
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // the router then matches the address as it is, which has no line break
  }
  if (!LINE_BREAK.test(decoded)) return null
  return forwardTarget(pathname, search) ?? paths.root
}
