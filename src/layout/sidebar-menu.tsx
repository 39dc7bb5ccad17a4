import { useMemo, useState } from 'react'
import { Menu, type MenuProps } from 'antd'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAppSelector } from '../lib/hooks'
import { findMenuChain, type MenuRoute } from '../lib/menu-routes'
import { selectMenuRoutes, selectRoles } from '../lib/session-slice'
import { allowedMenu } from './fixed-menu'
import { useShellConfig } from './shell-config'
import { menuIcon } from './menu-icon'

type Item = NonNullable<MenuProps['items']>[number]

function leafItem(route: MenuRoute, icon = route.icon): Item {
  return {
    key: route.path,
    icon: menuIcon(icon),
    label: <Link to={route.path}>{route.title}</Link>,
  }
}

function toItem(route: MenuRoute): Item | null {
  if (route.hidden) return null
  if (route.children.length === 0) return leafItem(route)
  const visible = route.children.filter((c) => !c.hidden)
  if (visible.length === 0) return null
  // Like the legacy sidebar: a group with one visible page shows that page as a plain item.
  const only = visible.length === 1 ? visible[0] : undefined
  if (only && only.children.length === 0) return leafItem(only, only.icon || route.icon)
  return {
    key: route.path,
    icon: menuIcon(route.icon),
    label: route.title,
    children: toItems(visible),
  }
}

/** antd menu items for a route tree: groups become sub-menus, leaves link to their path. */
function toItems(routes: MenuRoute[]): Item[] {
  return routes.map(toItem).filter((item): item is Item => item !== null)
}

/** Keys of the groups leading to `pathname`, so its sub-menu opens. */
function openKeysFor(routes: MenuRoute[], pathname: string): string[] {
  return findMenuChain(routes, pathname)
    .slice(0, -1)
    .map((r) => r.path)
}

/** The fixed routes the user may see followed by the server menu routes. */
function useSidebarRoutes(): MenuRoute[] {
  const { fixedMenu } = useShellConfig()
  const roles = useAppSelector(selectRoles)
  const menuRoutes = useAppSelector(selectMenuRoutes)
  return useMemo(
    () => [...allowedMenu(fixedMenu, roles ?? []), ...menuRoutes],
    [fixedMenu, roles, menuRoutes],
  )
}

/** The sidebar menu; the current page is selected and its group opened on every navigation. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const routes = useSidebarRoutes()
  const items = useMemo(() => toItems(routes), [routes])
  const [open, setOpen] = useState({ path: pathname, keys: openKeysFor(routes, pathname) })
  if (open.path !== pathname) {
    setOpen({
      path: pathname,
      keys: [...new Set([...open.keys, ...openKeysFor(routes, pathname)])],
    })
  }
  // A collapsed menu shows groups as pop-ups, so it must not be held open.
  const openProps: MenuProps = collapsed
    ? {}
    : { openKeys: open.keys, onOpenChange: (keys) => setOpen({ path: pathname, keys }) }
  // The link in the label handles pointer clicks; Enter on a focused item (or a click beside the
  // label) arrives here without one.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (!(domEvent.target as Element).closest?.('a')) void navigate(key)
  }
  return (
    <nav aria-label="主菜单">
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        selectedKeys={[pathname]}
        items={items}
        onClick={onClick}
        style={{ borderInlineEnd: 0 }}
        {...openProps}
      />
    </nav>
  )
}
