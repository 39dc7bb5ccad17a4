import type { RouteObject } from 'react-router'
import type { FixedMenuEntry } from '../layout/fixed-menu'
import type { ShellConfig } from '../layout/shell-config'
import type { VisitedView } from '../layout/tags-view-slice'
import { routeHandle } from '../lib/route-handle'

// Menus and tabs need a fixed title; a title that depends on the query is a page's own.
const fixedTitle = (title: unknown) => (typeof title === 'string' ? title : '')

function menuEntries(routes: RouteObject[]): FixedMenuEntry[] {
  return routes.flatMap((route) => {
    const handle = routeHandle(route.handle)
    if (!handle || handle.hidden || !route.path || !fixedTitle(handle.title)) return []
    return [
      {
        path: route.path,
        title: fixedTitle(handle.title),
        icon: handle.icon,
        roles: handle.roles,
        children: menuEntries(route.children ?? []),
      },
    ]
  })
}

function affixViews(routes: RouteObject[]): VisitedView[] {
  return routes.flatMap((route) => {
    const handle = routeHandle(route.handle)
    const own: VisitedView[] =
      handle?.affix && route.path
        ? [{ path: route.path, fullPath: route.path, title: fixedTitle(handle.title), affix: true }]
        : []
    return [...own, ...affixViews(route.children ?? [])]
  })
}

/** What the shell shows of the route table: the visible pages as sidebar entries, the pinned tabs. */
export function shellConfigOf(routes: RouteObject[]): ShellConfig {
  return { fixedMenu: menuEntries(routes), affixViews: affixViews(routes) }
}
