import { prefetchLoader, type PrefetchDispatch } from '../../lib/route-prefetch'

/**
 * The result page's loader: the paper's calls start with the page's code, beside the session
 * load, instead of after the page's first render (one round trip less on a slow network).
 */
export const examViewLoader = (store: { dispatch: PrefetchDispatch }) =>
  prefetchLoader(store, () => import('./exam-result-data').then((m) => m.prefetchExamResult), {
    signedIn: true,
  })
