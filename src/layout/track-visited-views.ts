import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import type { Location } from 'react-router'
import { pageMetaOf } from '../lib/use-page-meta'
import { selectMenuRoutes, type SessionState } from '../lib/session-slice'
import { viewAdded } from './tags-view-slice'

/** The route id of the logged-in shell: only pages inside it get a tab. */
export const SHELL_ROUTE_ID = 'layout'

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
    if (!state.matches.some((m) => m.route.id === SHELL_ROUTE_ID)) return
    const { pathname, search } = state.location
    const matches = state.matches.map((m) => ({ handle: m.route.handle, pathname: m.pathname }))
    const { title, affix } = pageMetaOf(matches, pathname, selectMenuRoutes(store.getState()))
    if (title)
      store.dispatch(viewAdded({ path: pathname, fullPath: pathname + search, title, affix }))
  }
  record(router.state)
  return router.subscribe(record)
}
