import { prefetchLoader, type PrefetchDispatch } from '../../lib/route-prefetch'

/**
 * The study route's loader: the course's first calls start with the page's code and player (a
 * guest may open the page too: its preview).
 */
export const studyLoader = (store: { dispatch: PrefetchDispatch }) =>
  prefetchLoader(store, () => import('./study-data').then((m) => m.prefetchStudy))
