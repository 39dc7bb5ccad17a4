import type { LoaderFunctionArgs } from 'react-router'
// types only: the route table imports this module, so it is part of the entry; the calls load on
// demand (their chunk is preloaded with the page's)
import type { prefetchStudy } from './study-data'

type Dispatch = Parameters<typeof prefetchStudy>[0]

/** The study route's loader: the course's first calls start with the page's code and player. */
export const studyLoader =
  (store: { dispatch: Dispatch }) =>
  ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    const params = new URL(request.url).searchParams
    void import('./study-data').then((m) => m.prefetchStudy(store.dispatch, params))
    return null
  }
