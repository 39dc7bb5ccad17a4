import type { UserMenu } from '../api/sys-action'

/** A route generated from the server menu list (behaviour B2.7). */
export interface MenuRoute {
  /** Group routes get a random path; leaf routes live at the menu's own url. */
  path: string
  title: string
  icon?: string
  hidden: boolean
  children: MenuRoute[]
}

/** The server sent something that is not a menu list: the guard reports it as "Has Error". */
export class MalformedMenuError extends Error {
  constructor() {
    super('Has Error')
    this.name = 'MalformedMenuError'
  }
}

function randomPath(): string {
  return '/' + Math.random().toString(36).slice(2, 10)
}

/** A pathname without trailing slashes ("/" stays "/"), so "/a/" and "/a" are one page. */
export function normalisePathname(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

// Server urls come as "system/user", "/system/user/" or "/system/user?tab=1": all are /system/user.
function normaliseUrl(url: unknown): string {
  const trimmed = (typeof url === 'string' ? url : '').trim().replace(/[?#].*$/, '')
  if (!trimmed || trimmed === '#') return ''
  const path = normalisePathname(trimmed.startsWith('/') ? trimmed : '/' + trimmed)
  return path === '/' ? '' : path
}

function isHidden(item: UserMenu): boolean {
  return item.isHidden === 1
}

function isItem(value: unknown): value is UserMenu {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// `child` may be null, missing or (from a sloppy backend) not a list at all: all mean "none".
function pageChildren(item: UserMenu): UserMenu[] {
  const list: unknown = item.child
  if (!Array.isArray(list)) return []
  return list
    .filter(isItem)
    .filter((c) => c.type !== 2)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
}

function titleOf(item: UserMenu): string {
  return typeof item.name === 'string' ? item.name : String(item.name ?? '')
}

function route(
  item: UserMenu,
  path: string,
  children: MenuRoute[],
  hidden = isHidden(item),
): MenuRoute {
  return {
    path,
    title: titleOf(item),
    icon: typeof item.icon === 'string' ? item.icon : undefined,
    hidden,
    children,
  }
}

function nested(item: UserMenu, makePath: () => string): MenuRoute[] {
  const children = pageChildren(item)
  if (children.length > 0)
    return [
      route(
        item,
        makePath(),
        children.flatMap((c) => nested(c, makePath)),
      ),
    ]
  const url = normaliseUrl(item.url)
  return url ? [route(item, url, [])] : []
}

/**
 * Builds the logged-in menu routes: each top-level menu gets a random group path and a child at
 * its own url; menus with children keep them (recursively). Permission entries (type 2) are
 * buttons, not routes; menus without a url and without children are dropped. Anything but a
 * list (or nothing) throws MalformedMenuError.
 */
export function buildMenuRoutes(menus: unknown, makePath = randomPath): MenuRoute[] {
  if (menus === null || menus === undefined) return []
  if (!Array.isArray(menus)) throw new MalformedMenuError()
  const list = menus.filter(isItem).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  return list.flatMap((item): MenuRoute[] => {
    if (item.type === 2) return []
    const children = pageChildren(item)
    if (children.length > 0)
      return [
        route(
          item,
          makePath(),
          children.flatMap((c) => nested(c, makePath)),
        ),
      ]
    const url = normaliseUrl(item.url)
    if (!url) return []
    return [route(item, makePath(), [route(item, url, [], false)])]
  })
}

/** The chain of menu routes leading to a leaf at `pathname`, or [] when no menu grants it. */
export function findMenuChain(routes: MenuRoute[], pathname: string): MenuRoute[] {
  const path = normalisePathname(pathname.replace(/[?#].*$/, ''))
  for (const r of routes) {
    if (r.children.length === 0) {
      if (r.path === path) return [r]
      continue
    }
    const rest = findMenuChain(r.children, path)
    if (rest.length > 0) return [r, ...rest]
  }
  return []
}
