import { prefetchLoader, type PrefetchDispatch } from '../../lib/route-prefetch'
// types only: the route table imports this module, so it is part of the entry; the calls and
// their arguments load on demand (their chunk is preloaded with the page's)
import type { publicData } from './public-data'

/**
 * The route loader of a public page (`name` in public-data.ts): the page's calls start with its
 * code, with the page's own arguments read from the URL's query.
 */
export const publicPageLoader = (
  store: { dispatch: PrefetchDispatch },
  name: keyof typeof publicData,
) => prefetchLoader(store, () => import('./public-data').then((m) => m.publicData[name]))
