import type { ComponentType } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import type { Bouncer } from './bounce'
import { findMenuChain } from '../lib/menu-routes'
import { hrefs, paths } from '../lib/paths'
import { hasAnyRole } from '../lib/permission'
import { selectMenuRoutes, selectRoles } from '../lib/session-slice'
import { getToken } from '../lib/token'
import { resolvePage } from './pages'
import type { SessionGate } from './session-gate'
import type { AppStore } from './store'

// Without a token, or when the session cannot load, the root guard decides where to go.
async function sessionReady(gate: SessionGate): Promise<boolean> {
  if (!getToken()) return false
  try {
    await gate.ensure()
    return true
  } catch {
    return false
  }
}

/**
 * A route loader that lets only users holding one of `roles` in. It runs before the location
 * changes, so a forbidden page never renders, never gets a tab and never enters the history.
 */
export function requireRoles(
  store: AppStore,
  gate: SessionGate,
  { bounce }: Pick<Bouncer, 'bounce'>,
  roles: readonly string[],
) {
  return async function roleCheck() {
    if (!(await sessionReady(gate))) return null
    if (!hasAnyRole(selectRoles(store.getState()) ?? [], roles)) throw bounce(hrefs.forbidden)
    return null
  }
}

/** What a menu url opens: a page of the registry, or nothing mapped (the unmapped-url page). */
export interface MenuPageData {
  url: string
  page: { id: string; Component: ComponentType } | null
  /** menu-map.json did not come (offline, no answer): the url may be mapped there */
  mapMissing?: boolean
}

/**
 * The catch-all loader of the shell. A url the server menu granted opens the page it maps to
 * (its code is fetched here, while the navigation is pending); a page that exists but was not
 * granted is the 401 page; anything else is the 404 page.
 */
export function requireMenuUrl(
  store: AppStore,
  gate: SessionGate,
  { bounce }: Pick<Bouncer, 'bounce'>,
) {
  return async function menuCheck({ request }: LoaderFunctionArgs): Promise<MenuPageData | null> {
    if (!(await sessionReady(gate))) return null
    const { pathname } = new URL(request.url)
    const map = await gate.menuMap()
    const page = resolvePage(pathname, map ?? {})
    if (findMenuChain(selectMenuRoutes(store.getState()), pathname).length === 0) {
      throw bounce(page ? hrefs.forbidden : paths.notFound)
    }
    if (!page) return { url: pathname, page: null, mapMissing: !map }
    const { Component } = await page.load()
    return { url: pathname, page: { id: page.id, Component } }
  }
}
