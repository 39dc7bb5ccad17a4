import { baseApi } from '../api/base-api'
import { sessionReset } from '../lib/session-slice'
import { tagsReset } from '../layout/tags-view-slice'
import { loadSession } from './load-session'
import type { AppStore } from './store'

/** What the route loaders share: one session load at a time, whoever asks first. */
export interface SessionGate {
  /** Resolves once roles are loaded; rejects when the load fails. */
  ensure: () => Promise<void>
}

/**
 * Loaders of one navigation run side by side: the root guard and a role check both need the
 * session, so the first starts the load and the others wait for the same one.
 */
export function createSessionGate(store: AppStore): SessionGate {
  let inflight: Promise<void> | null = null
  return {
    ensure() {
      if (store.getState().session.roles) return Promise.resolve()
      inflight ??= loadSession(store).finally(() => {
        inflight = null
      })
      return inflight
    },
  }
}

/** Forgets the signed-in user: roles, menus, open tabs and every cached answer. */
export function resetSession(store: AppStore): void {
  store.dispatch(sessionReset())
  store.dispatch(tagsReset())
  store.dispatch(baseApi.util.resetApiState())
}
