import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import type { Location } from 'react-router'
import { routeHandle } from '../lib/route-handle'
import { pageMetaOf } from '../lib/use-page-meta'
import { selectMenuRoutes, type SessionState } from '../lib/session-slice'
import { viewAdded } from './tags-view-slice'

interface RouterLike {
  state: RouterStateLike
  subscribe: (listener: (state: RouterStateLike) => void) => () => void
}

interface RouterStateLike {
  /** false until the first loaders have run: the location may still be redirected away */
  initialized?: boolean
  location: Location
  matches: { pathname: string; route: { id: string; handle?: unknown } }[]
  navigation: { state: string }
}

interface StoreLike {
  dispatch: Dispatch<UnknownAction>
  getState: () => { session: SessionState }
}

/**
 * Gives every page opened in the shell a tab, from the router itself rather than from a render:
 * a page the user leaves before it has rendered (two quick menu clicks) still gets its tab.
 */
export function trackVisitedViews(router: RouterLike, store: StoreLike): () => void {
  const record = (state: RouterStateLike) => {
    if (state.initialized === false || state.navigation.state !== 'idle') return
    // only pages inside the logged-in shell (handle.shell) get a tab
    if (!state.matches.some((m) => routeHandle(m.route.handle)?.shell)) return
    const { pathname, search } = state.location
    const matches = state.matches.map((m) => ({ handle: m.route.handle, pathname: m.pathname }))
    const menus = selectMenuRoutes(store.getState())
    const { title, affix } = pageMetaOf(matches, pathname, menus, search)
    if (title)
      store.dispatch(viewAdded({ path: pathname, fullPath: pathname + search, title, affix }))
  }
  record(router.state)
  return router.subscribe(record)
}
