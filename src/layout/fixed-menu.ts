import type { MenuRoute } from '../lib/menu-routes'
import { hasAnyRole } from '../lib/permission'

/** A sidebar entry of the app's own route table (the app derives them and hands them over). */
export interface FixedMenuEntry {
  path: string
  title: string
  icon?: string
  roles?: string[]
  children?: FixedMenuEntry[]
}

/** The fixed sidebar entries the user's roles allow, in the shape of the server menu routes. */
export function allowedMenu(entries: FixedMenuEntry[], roles: readonly string[]): MenuRoute[] {
  return entries
    .filter((e) => !e.roles || hasAnyRole(roles, e.roles))
    .map((e) => ({
      path: e.path,
      title: e.title,
      icon: e.icon,
      hidden: false,
      children: allowedMenu(e.children ?? [], roles),
    }))
}
