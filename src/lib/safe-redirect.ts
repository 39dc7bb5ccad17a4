// Only a path on this site may be followed (after login, by the /redirect/{path} forwarder, from a
// message link): absolute and protocol-relative URLs, backslash tricks, control characters and
// javascript: targets fall back to "/". A browser reads "\" as "/" and drops tabs and newlines, and
// a target may be percent-encoded once or more before it gets there, so the path is judged as it
// reads once fully decoded.
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

/** "/" then a first segment (never "//" nor "/\"), with no backslash or control character. */
function isSitePath(path: string): boolean {
  const decoded = decodedFully(path)
  if (decoded === undefined) return false
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(decoded) && !/[\\\u0000-\u001f\u007f]/.test(decoded)
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
