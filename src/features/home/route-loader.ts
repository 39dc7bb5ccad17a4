import type { LoaderFunctionArgs } from 'react-router'
// types only: the route table imports this module, so it is part of the entry; the calls and
// their arguments load on demand (their chunk is preloaded with the page's)
import type { publicData } from './public-data'

type PublicData = typeof publicData
type Dispatch = Parameters<PublicData['home']>[0]

/**
 * The route loader of a public page (`name` in public-data.ts): the page's calls start with its
 * code, not after it has arrived and rendered. The loader asks with the page's own arguments, read
 * from the URL's query, and the page finds the answers in the cache.
 */
export const publicPageLoader =
  (store: { dispatch: Dispatch }, name: keyof PublicData) =>
  ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    const params = new URL(request.url).searchParams
    void import('./public-data').then((m) => m.publicData[name](store.dispatch, params))
    return null
  }
