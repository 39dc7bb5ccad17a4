import type { MenuRoute } from '../lib/menu-routes'
import { hasAnyRole } from '../lib/permission'

interface FixedEntry {
  path: string
  title: string
  icon?: string
  roles?: string[]
  children?: FixedEntry[]
}

// The visible fixed routes of app/router.tsx (layout may not import app): keep both in step.
const fixedEntries: FixedEntry[] = [
  { path: '/dashboard', title: '我的首页', icon: 'dashboard' },
  {
    path: '/permission',
    title: '权限测试页',
    icon: 'lock',
    roles: ['admin', 'editor'],
    children: [
      { path: '/permission/page', title: '页面权限' },
      { path: '/permission/directive', title: '指令权限' },
      { path: '/permission/role', title: '角色权限', roles: ['admin'] },
      { path: '/permission/pageCtrl', title: '权限管理' },
      { path: '/permission/ydUser', title: '用户管理' },
    ],
  },
]

function allowed(entries: FixedEntry[], roles: readonly string[]): MenuRoute[] {
  return entries
    .filter((e) => !e.roles || hasAnyRole(roles, e.roles))
    .map((e) => ({
      path: e.path,
      title: e.title,
      icon: e.icon,
      hidden: false,
      children: allowed(e.children ?? [], roles),
    }))
}

/** The fixed sidebar entries the user's roles allow, in the shape of the server menu routes. */
export function fixedMenuRoutes(roles: readonly string[]): MenuRoute[] {
  return allowed(fixedEntries, roles)
}
