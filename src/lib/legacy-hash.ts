/**
 * Old bookmarks and message links use the Vue hash router (`/#/path?x`). Rewrite them to the
 * history URL before the router starts so they open the same route.
 */
export function rewriteLegacyHash(loc: Location = window.location, history: History = window.history): void {
  const { hash } = loc
  if (!hash.startsWith('#/')) return
  history.replaceState(history.state, '', hash.slice(1))
}
