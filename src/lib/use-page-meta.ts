import { useMatches, useLocation } from 'react-router'
import { useSelector } from 'react-redux'
import type { RouteHandle } from './route-handle'
import { findMenuChain, type MenuRoute } from './menu-routes'
import { selectMenuRoutes, type SessionState } from './session-slice'

export interface Crumb {
  title: string
  /** where the crumb links; undefined for a group without a page of its own */
  path?: string
}

export interface PageMeta {
  crumbs: Crumb[]
  title: string
  affix: boolean
}

/** What pageMetaOf needs of a route match (useMatches and router.state.matches both give it). */
export interface MatchLike {
  handle?: unknown
  pathname: string
}

/** The title chain of a page: route handles for fixed routes, the server menu chain for menu routes. */
export function pageMetaOf(
  matches: MatchLike[],
  pathname: string,
  menuRoutes: MenuRoute[],
): PageMeta {
  const crumbs: Crumb[] = []
  let affix = false
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined
    if (!handle?.title) continue
    if (crumbs.at(-1)?.title === handle.title) continue
    crumbs.push({ title: handle.title, path: match.pathname })
    affix = !!handle.affix
  }
  if (crumbs.length === 0) {
    const chain = findMenuChain(menuRoutes, pathname)
    chain.forEach((route, i) =>
      crumbs.push({ title: route.title, path: i === chain.length - 1 ? route.path : undefined }),
    )
  }
  return { crumbs, title: crumbs.at(-1)?.title ?? '', affix }
}

/** The current page's meta: one source for the breadcrumb, the tags view and the document title. */
export function usePageMeta(): PageMeta {
  const matches = useMatches()
  const { pathname } = useLocation()
  const menuRoutes = useSelector((s: { session: SessionState }) => selectMenuRoutes(s))
  return pageMetaOf(matches, pathname, menuRoutes)
}
