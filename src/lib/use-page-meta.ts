import { useMatches, useLocation } from 'react-router'
import { handleTitle, routeHandle } from './route-handle'
import { findMenuChain, type MenuRoute } from './menu-routes'
import { selectMenuRoutes } from './session-slice'
import { useAppSelector } from './hooks'

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

/**
 * The title chain of a page: route handles for fixed routes, the server menu chain for menu
 * routes. `search` is the query of the page (some titles depend on it).
 */
export function pageMetaOf(
  matches: MatchLike[],
  pathname: string,
  menuRoutes: MenuRoute[],
  search = '',
): PageMeta {
  const query = new URLSearchParams(search)
  const crumbs: Crumb[] = []
  let affix = false
  for (const match of matches) {
    const handle = routeHandle(match.handle)
    const title = handle ? handleTitle(handle, query) : ''
    if (!handle || !title) continue
    if (crumbs.at(-1)?.title === title) continue
    crumbs.push({ title, path: match.pathname })
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
  const { pathname, search } = useLocation()
  const menuRoutes = useAppSelector(selectMenuRoutes)
  return pageMetaOf(matches, pathname, menuRoutes, search)
}
