import type { MenuRoute } from './menu-routes'
import { keepGroupPaths } from './reload-session'

const leaf = (path: string, title: string): MenuRoute => ({
  path,
  title,
  hidden: false,
  children: [],
})
const group = (path: string, title: string, children: MenuRoute[]): MenuRoute => ({
  path,
  title,
  hidden: false,
  children,
})

describe('reloaded menus', () => {
  it('keep the group paths of the menus the user had, so an open group stays open', () => {
    const old = [group('/a1', '系统管理', [leaf('/system/user', '用户管理')])]
    const next = [
      group('/z9', '系统管理', [
        leaf('/system/user', '用户管理'),
        leaf('/system/role', '角色管理'),
      ]),
      group('/z8', '通知公告', [leaf('/notice/index', '通知管理')]),
    ]
    expect(keepGroupPaths(next, old).map((g) => g.path)).toEqual(['/a1', '/z8'])
    expect(keepGroupPaths(next, old)[0].children.map((c) => c.path)).toEqual([
      '/system/user',
      '/system/role',
    ])
  })
})
