import { earlyAnswersIn } from '../../lib/early-answers'
import { prefetchLoader, type PrefetchDispatch } from '../../lib/route-prefetch'
import { homeFirstCalls } from './first-calls'
// types only: the route table imports this module, so it is part of the entry; the calls and
// their arguments load on demand (their chunk is preloaded with the page's)
import type { publicData } from './public-data'

/**
 * Whether the page is home.html with its lists shown before the app (boot/home-prerendered.ts):
 * every first-screen answer is in. The app's first page replaces the whole prerendered page, so it
 * waits for those answers (a moment: they are in, the requests pick them up) and renders with the
 * lists instead of showing them loading again. Answers not all in: the app renders at once, and
 * its sections load as usual.
 */
export const homeListsShown = () =>
  document.documentElement.dataset.prerendered === 'home' && earlyAnswersIn(homeFirstCalls())

/**
 * The route loader of a public page (`name` in public-data.ts): the page's calls start with its
 * code, with the page's own arguments read from the URL's query.
 */
export const publicPageLoader = (
  store: { dispatch: PrefetchDispatch },
  name: keyof typeof publicData,
) =>
  prefetchLoader(store, () => import('./public-data').then((m) => m.publicData[name]), {
    waitWhen: name === 'home' ? homeListsShown : undefined,
  })
