import { prefetchLoader, type PrefetchDispatch } from '../../lib/route-prefetch'

/**
 * The message centre's loader: its list call starts with the page's code, beside the session
 * load, instead of after the page's first render (one round trip less on a slow network).
 */
export const messagesLoader = (store: { dispatch: PrefetchDispatch }) =>
  prefetchLoader(store, () => import('./messages-data').then((m) => m.prefetchMessages), {
    signedIn: true,
  })
