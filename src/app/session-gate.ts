import { loadSession } from './load-session'
import { loadMenuMap, type MenuMap } from './menu-map'
import type { AppStore } from './store'

/** What the route loaders share: one session load at a time, whoever asks first. */
export interface SessionGate {
  /** Resolves once roles are loaded; rejects when the load fails. */
  ensure: () => Promise<void>
  /**
   * The operator's menu url -> page id map (public/menu-map.json), fetched once it has answered;
   * null while it has not (asked again next time).
   */
  menuMap: () => Promise<MenuMap | null>
}

/**
 * Loaders of one navigation run side by side: the root guard and a role check both need the
 * session, so the first starts the load and the others wait for the same one.
 */
export function createSessionGate(store: AppStore): SessionGate {
  let inflight: Promise<void> | null = null
  let menuMap: Promise<MenuMap | null> | null = null
  return {
    ensure() {
      if (store.getState().session.roles) return Promise.resolve()
      inflight ??= loadSession(store).finally(() => {
        inflight = null
      })
      return inflight
    },
    menuMap() {
      menuMap ??= loadMenuMap().then((map) => {
        if (!map) menuMap = null
        return map
      })
      return menuMap
    },
  }
}
