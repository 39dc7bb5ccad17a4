import type { MenuItem } from '../api/types'

/** A route generated from the server menu list (spec 2, "Menu routes"). */
export interface MenuRoute {
  /** Group routes get a random path; leaf routes live at the menu's own url. */
  path: string
  title: string
  icon?: string
  hidden: boolean
  children: MenuRoute[]
}

function randomPath(): string {
  return '/' + Math.random().toString(36).slice(2, 10)
}

function normaliseUrl(url: string | undefined): string {
  const trimmed = (url ?? '').trim()
  if (!trimmed || trimmed === '#') return ''
  return trimmed.startsWith('/') ? trimmed : '/' + trimmed
}

function isHidden(item: MenuItem): boolean {
  return item.isHidden === 1 || item.isHidden === true
}

function leaf(item: MenuItem): MenuRoute[] {
  const children = (item.child ?? []).filter((c) => c.type === undefined || c.type !== 2)
  if (children.length > 0) {
    return [{ path: randomPath(), title: item.name, icon: item.icon, hidden: isHidden(item), children: children.flatMap(leaf) }]
  }
  const url = normaliseUrl(item.url)
  return url ? [{ path: url, title: item.name, icon: item.icon, hidden: isHidden(item), children: [] }] : []
}

/**
 * Builds the logged-in menu routes: each top-level menu gets a random group path and a child at
 * its own url; menus with children keep them (recursively). Permission entries (type 2) are
 * buttons, not routes; menus without a url and without children are dropped.
 */
export function buildMenuRoutes(menus: MenuItem[] | null | undefined, makePath = randomPath): MenuRoute[] {
  const list = [...(menus ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  return list.flatMap((item): MenuRoute[] => {
    if (item.type === 2) return []
    const children = (item.child ?? []).filter((c) => c.type !== 2)
    if (children.length > 0) {
      const sorted = [...children].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      return [{ path: makePath(), title: item.name, icon: item.icon, hidden: isHidden(item), children: sorted.flatMap(leaf) }]
    }
    const url = normaliseUrl(item.url)
    if (!url) return []
    return [{
      path: makePath(),
      title: item.name,
      icon: item.icon,
      hidden: isHidden(item),
      children: [{ path: url, title: item.name, icon: item.icon, hidden: false, children: [] }],
    }]
  })
}

/** The chain of menu routes leading to a leaf at `pathname`, or [] when no menu grants it. */
export function findMenuChain(routes: MenuRoute[], pathname: string): MenuRoute[] {
  for (const route of routes) {
    if (route.children.length === 0) {
      if (route.path === pathname) return [route]
      continue
    }
    const rest = findMenuChain(route.children, pathname)
    if (rest.length > 0) return [route, ...rest]
  }
  return []
}
