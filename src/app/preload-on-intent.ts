import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Starts loading a page's code when the user points at or focuses a link to it (the sidebar, the
 * navigation, the tabs, any in-app link), so the click that follows renders from memory. One
 * listener on the document: no menu or link needs to know about it.
 */
export function preloadOnIntent(routes: RouteObject[]): () => void {
  const asked = new Set<string>()
  const preload = (pathname: string) => {
    if (asked.has(pathname)) return
    asked.add(pathname)
    for (const { route } of matchRoutes(routes, pathname) ?? [])
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => {})
  }
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    // a sidebar entry takes keyboard focus on its item, around the link
    const link =
      target?.closest<HTMLAnchorElement>('a[href]') ??
      target?.closest('[role="menuitem"]')?.querySelector<HTMLAnchorElement>('a[href]')
    if (!link) return
    const url = new URL(link.href, window.location.href)
    if (url.origin === window.location.origin) preload(url.pathname)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  return () => {
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}
