// The session token as the pages' first scripts read it (route-preload.ts, home-fill.ts):
// lib/token's cookie, without js-cookie, which those small scripts do without.
const TOKEN = /(?:^|;\s*)Admin-Token=([^;]+)/

/** The token in `cookie` (document.cookie), decoded as js-cookie does; undefined when none. */
export function tokenFromCookie(cookie: string): string | undefined {
  const raw = TOKEN.exec(cookie)?.[1]
  if (raw === undefined) return undefined
  try {
    return raw.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent)
  } catch {
    return raw
  }
}
