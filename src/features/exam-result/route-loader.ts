import type { LoaderFunctionArgs } from 'react-router'
import { getToken } from '../../lib/token'
// types only: the route table imports this module, so it is part of the entry; the calls load on
// demand
import type { prefetchExamResult } from './exam-result-data'

type Dispatch = Parameters<typeof prefetchExamResult>[0]

/**
 * The result page's loader: the paper's calls start with the page's code, beside the session
 * load, instead of after the page's first render (one round trip less on a slow network).
 */
export const examViewLoader =
  (store: { dispatch: Dispatch }) =>
  ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    // a guest is on the way to /home: nothing to ask for
    if (!getToken()) return null
    const params = new URL(request.url).searchParams
    void import('./exam-result-data').then((m) => m.prefetchExamResult(store.dispatch, params))
    return null
  }
