import type { LoaderFunctionArgs } from 'react-router'
import { getToken } from '../../lib/token'
// types only: the route table imports this module, so it is part of the entry; the call loads on
// demand
import type { prefetchMessages } from './messages-data'

type Dispatch = Parameters<typeof prefetchMessages>[0]

/**
 * The message centre's loader: its list call starts with the page's code, beside the session
 * load, instead of after the page's first render (one round trip less on a slow network).
 */
export const messagesLoader =
  (store: { dispatch: Dispatch }) =>
  ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    // a guest is on the way to /home: nothing to ask for
    if (!getToken()) return null
    const params = new URL(request.url).searchParams
    void import('./messages-data').then((m) => m.prefetchMessages(store.dispatch, params))
    return null
  }
