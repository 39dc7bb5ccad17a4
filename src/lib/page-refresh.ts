import {
  createAction,
  type ListenerMiddlewareInstance,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit'
import { baseApi } from '../api/base-api'

/** The tags view's 刷新 is remounting the open page: its queries fetch anew. */
export const pageRefreshStarted = createAction('pageRefresh/started')
/** The refreshed page has mounted again. */
export const pageRefreshEnded = createAction('pageRefresh/ended')

// A window that closes by itself if the page never reports back (it failed to render, say).
const MAX_WINDOW_MS = 3000

interface CachedMount {
  endpointName: string
  originalArgs: unknown
  queryCacheKey: string
}

/**
 * A query hook that mounts while its answer is cached makes RTK Query dispatch
 * `executeQuery/rejected` with `meta.condition` (no request): that is how a mount is seen.
 */
function cachedQueryMount(action: UnknownAction): CachedMount | null {
  if (action.type !== `${baseApi.reducerPath}/executeQuery/rejected`) return null
  const meta: unknown = 'meta' in action ? action.meta : undefined
  if (typeof meta !== 'object' || meta === null || !('condition' in meta) || !meta.condition) {
    return null
  }
  const arg: unknown = 'arg' in meta ? meta.arg : undefined
  if (typeof arg !== 'object' || arg === null) return null
  if (!('endpointName' in arg) || typeof arg.endpointName !== 'string') return null
  if (!('queryCacheKey' in arg) || typeof arg.queryCacheKey !== 'string') return null
  return {
    endpointName: arg.endpointName,
    originalArgs: 'originalArgs' in arg ? arg.originalArgs : undefined,
    queryCacheKey: arg.queryCacheKey,
  }
}

// util.prefetch is typed by the endpoints of one injected api; the base api knows them only by
// name at run time, which is all a refresh needs.
const forceFetch = baseApi.util.prefetch as unknown as (
  endpointName: string,
  arg: unknown,
  options: { force: boolean },
) => ThunkAction<void, unknown, unknown, UnknownAction>

/**
 * Refreshing one tab refetches that page's data and nothing else: while the page mounts again,
 * every cached query it subscribes to is fetched anew (the navbar's unread count and the other
 * tabs' answers stay as they are).
 */
export function refreshPageQueries<S>(listener: ListenerMiddlewareInstance<S>): void {
  let refreshing: Set<string> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    refreshing = null
    clearTimeout(timer)
  }
  listener.startListening({
    actionCreator: pageRefreshStarted,
    effect: () => {
      refreshing = new Set()
      clearTimeout(timer)
      timer = setTimeout(stop, MAX_WINDOW_MS)
    },
  })
  listener.startListening({ actionCreator: pageRefreshEnded, effect: stop })
  listener.startListening({
    predicate: (action) => refreshing !== null && cachedQueryMount(action) !== null,
    effect: (action, api) => {
      const mount = cachedQueryMount(action)
      if (!mount || !refreshing || refreshing.has(mount.queryCacheKey)) return
      refreshing.add(mount.queryCacheKey)
      api.dispatch(forceFetch(mount.endpointName, mount.originalArgs, { force: true }))
    },
  })
}
