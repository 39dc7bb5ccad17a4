/**
 * Old bookmarks and message links use the Vue hash router (`/#/path?x`). Both helpers turn them
 * into the history URL of the same route.
 */

/**
 * The in-app target of a legacy hash URL, or null for an ordinary anchor. A query before the
 * hash (`/?token=x#/dashboard?a=1`) is merged with the hash's own query, which wins on a clash.
 */
export function legacyHashTarget(search: string, hash: string): string | null {
  if (!hash.startsWith('#/')) return null
  const inner = hash.slice(1)
  const q = inner.indexOf('?')
  const path = q < 0 ? inner : inner.slice(0, q)
  const params = new URLSearchParams(search)
  if (q >= 0)
    new URLSearchParams(inner.slice(q + 1)).forEach((value, key) => params.set(key, value))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** Rewrites a legacy hash URL before the router starts. */
export function rewriteLegacyHash(
  loc: Location = window.location,
  history: History = window.history,
): void {
  const target = legacyHashTarget(loc.search, loc.hash)
  if (target) history.replaceState(history.state, '', target)
}

/**
 * A legacy link followed while the app is open only changes the hash: hand it to the router
 * instead (the caller should replace the hash entry). The current page's query belongs to the
 * page being left, so only the hash's own query goes along. Returns the remover.
 */
export function listenForLegacyHash(
  navigate: (to: string) => unknown,
  win: Window = window,
): () => void {
  const onHashChange = () => {
    const target = legacyHashTarget('', win.location.hash)
    if (target) void navigate(target)
  }
  win.addEventListener('hashchange', onHashChange)
  return () => win.removeEventListener('hashchange', onHashChange)
}
