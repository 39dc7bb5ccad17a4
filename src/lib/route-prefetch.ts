import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { LoaderFunctionArgs } from 'react-router'
import { getToken } from './token'

/**
 * The store's dispatch as a route loader's prefetch sees it (features/<area>/*-data.ts): any
 * state, so the prefetch modules need not import the app's store, which imports them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PrefetchDispatch = ThunkDispatch<any, unknown, UnknownAction>

/**
 * Starts a page's calls with the page's own arguments, read from the URL's query; may give a
 * promise of the answers the page shows first, which `waitWhen` lets the loader wait for.
 */
export type Prefetch = (dispatch: PrefetchDispatch, params: URLSearchParams) => unknown

/**
 * A route loader that starts a page's calls with its code, not after it has arrived and
 * rendered: `load` imports the prefetch on demand (the route table, and so the entry, holds only
 * the loader), and the page finds the answers in the cache. `signedIn`: the page is for a
 * signed-in user, and a guest (on the way to /home) has nothing asked for. `waitWhen`: when it
 * says so, the route (and so the app's first render, main.tsx) waits for what the prefetch gives.
 */
export function prefetchLoader(
  store: { dispatch: PrefetchDispatch },
  load: () => Promise<Prefetch>,
  { signedIn = false, waitWhen }: { signedIn?: boolean; waitWhen?: () => boolean } = {},
) {
  return ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    if (signedIn && !getToken()) return null
    const params = new URL(request.url).searchParams
    const started = load().then((prefetch) => prefetch(store.dispatch, params))
    return waitWhen?.() ? started.then(() => null) : null
  }
}
