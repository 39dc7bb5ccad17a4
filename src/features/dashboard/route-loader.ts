import type { SessionState } from '../../lib/session-slice'
import { getToken } from '../../lib/token'
// types only: the route table imports this module, so it is part of the entry; the calls load on
// demand (their chunk is preloaded with the page's)
import type { prefetchDashboard } from './dashboard-data'

type Dispatch = Parameters<typeof prefetchDashboard>[0]

/**
 * The dashboard route's loader: the cards' calls start with the page's code, the calls every role
 * makes at once, the role's own ones once the session is in. `session` is the session load the
 * route loaders share; it rejects when the load fails, which the root guard deals with.
 */
export const dashboardLoader =
  (
    store: { dispatch: Dispatch; getState: () => { session: SessionState } },
    session: { ensure: () => Promise<void> },
  ) =>
  () => {
    // a guest is on the way to /home: nothing to ask for
    if (!getToken()) return null
    const data = import('./dashboard-data')
    void data.then((m) => m.prefetchDashboard(store.dispatch, undefined))
    void Promise.all([session.ensure(), data])
      .then(([, m]) => m.prefetchDashboard(store.dispatch, store.getState().session.info?.sysRoles))
      .catch(() => undefined) // the guard handles a failed session load
    return null
  }
