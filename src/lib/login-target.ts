import { safeRedirect } from './safe-redirect'

/**
 * Where to go after login (behaviour B2.4): the `redirect` query value when it is a path on this
 * site, else `fallback`; the other query params ride along, as the legacy login page did.
 */
export function loginTarget(search: URLSearchParams, fallback: string): string {
  const others = new URLSearchParams(search)
  const redirect = others.get('redirect')
  others.delete('redirect')
  const base = redirect !== null ? safeRedirect(redirect, '/') : fallback
  const extra = others.toString()
  if (!extra) return base
  const hashAt = base.indexOf('#')
  const path = hashAt < 0 ? base : base.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : base.slice(hashAt)
  return `${path}${path.includes('?') ? '&' : '?'}${extra}${hash}`
}
