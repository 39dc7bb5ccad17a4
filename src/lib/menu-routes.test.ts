import type { UserMenu } from '../api/sys-action'
import { buildMenuRoutes, findMenuChain, MalformedMenuError } from './menu-routes'

let n = 0
const path = () => `/r${++n}`

/** A menu as the server may send it: ids, values and a child that is null or missing. */
type MenuItem = Omit<UserMenu, 'child'> & { id?: number; value?: string; child?: MenuItem[] | null }

const menus: MenuItem[] = [
  {
    id: 2,
    name: '系统管理',
    icon: 'setting',
    sort: 2,
    url: '',
    isHidden: 0,
    child: [
      { id: 22, name: '角色管理', url: '/system/role', sort: 2, type: 1 },
      { id: 21, name: '用户管理', url: 'system/user', sort: 1, type: 1 },
      { id: 23, name: '新增用户', url: '', type: 2, value: 'User.AddUser' },
    ],
  },
  {
    id: 1,
    name: '规章制度',
    icon: 'file',
    sort: 1,
    url: '/study/regulation',
    isHidden: 0,
    child: null,
  },
  { id: 3, name: '隐藏页', url: '/hidden/page', isHidden: 1, child: [] },
  { id: 4, name: '空菜单', url: '#', child: [] },
]

describe('buildMenuRoutes (behaviour B2.7)', () => {
  beforeEach(() => {
    n = 0
  })

  it('gives a menu without children a random path and one child at its own url', () => {
    const routes = buildMenuRoutes(menus, path)
    const regulation = routes.find((r) => r.title === '规章制度')!
    expect(regulation.path).toMatch(/^\/r\d+$/)
    expect(regulation.children).toEqual([
      { path: '/study/regulation', title: '规章制度', icon: 'file', hidden: false, children: [] },
    ])
  })

  it('keeps menu children sorted, normalises urls and drops permission entries', () => {
    const routes = buildMenuRoutes(menus, path)
    const system = routes.find((r) => r.title === '系统管理')!
    expect(system.children.map((c) => [c.title, c.path])).toEqual([
      ['用户管理', '/system/user'],
      ['角色管理', '/system/role'],
    ])
  })

  it('sorts top-level menus, keeps hidden ones hidden and drops menus without a url', () => {
    const routes = buildMenuRoutes(menus, path)
    expect(routes.map((r) => r.title)).toEqual(['隐藏页', '规章制度', '系统管理'])
    expect(routes.find((r) => r.title === '隐藏页')!.hidden).toBe(true)
  })

  it('uses random group paths by default', () => {
    const [a] = buildMenuRoutes([menus[1]])
    const [b] = buildMenuRoutes([menus[1]])
    expect(a.path).not.toBe(b.path)
  })

  it('tolerates a missing menu list', () => {
    expect(buildMenuRoutes(null)).toEqual([])
  })

  it('finds the chain of a granted url and nothing for others', () => {
    const routes = buildMenuRoutes(menus, path)
    expect(findMenuChain(routes, '/system/role').map((r) => r.title)).toEqual([
      '系统管理',
      '角色管理',
    ])
    expect(findMenuChain(routes, '/system/secret')).toEqual([])
  })

  it('strips trailing slashes and queries from server urls', () => {
    const routes = buildMenuRoutes(
      [
        { id: 5, name: '我的学习', url: '/study/index/', child: null },
        { id: 6, name: '我的考试', url: 'exam/index?tab=1', child: null },
        { id: 7, name: '根', url: '/', child: null },
      ],
      path,
    )
    expect(routes.map((r) => r.children[0].path)).toEqual(['/study/index', '/exam/index'])
  })

  it('matches a pathname with a trailing slash or a query to its menu', () => {
    const routes = buildMenuRoutes(menus, path)
    expect(findMenuChain(routes, '/system/role/').map((r) => r.title)).toEqual([
      '系统管理',
      '角色管理',
    ])
    expect(findMenuChain(routes, '/system/role?x=1').map((r) => r.title)).toEqual([
      '系统管理',
      '角色管理',
    ])
  })

  it('treats a child that is not a list as no children', () => {
    const odd = [
      { id: 8, name: '学习排行', url: '/study/ranking', child: 'none' },
    ] as unknown as MenuItem[]
    const routes = buildMenuRoutes(odd, path)
    expect(routes[0].children.map((c) => c.path)).toEqual(['/study/ranking'])
  })

  it('gives nested groups paths from the passed-in makePath', () => {
    const deep: MenuItem[] = [
      {
        id: 9,
        name: '外层',
        url: '',
        child: [
          { id: 91, name: '内层', url: '', child: [{ id: 911, name: '叶子', url: '/deep/leaf' }] },
        ],
      },
    ]
    const [outer] = buildMenuRoutes(deep, path)
    expect(outer.path).toBe('/r1')
    expect(outer.children[0].path).toBe('/r2')
    expect(outer.children[0].children[0].path).toBe('/deep/leaf')
  })

  it('skips entries that are not objects and throws MalformedMenuError (Has Error) for a non-list', () => {
    const mixed = [
      null,
      'x',
      { id: 1, name: '规章制度', url: '/study/regulation' },
    ] as unknown as MenuItem[]
    expect(buildMenuRoutes(mixed, path).map((r) => r.title)).toEqual(['规章制度'])
    expect(() => buildMenuRoutes({ rows: [] } as unknown as MenuItem[])).toThrow(MalformedMenuError)
    expect(() => buildMenuRoutes('oops' as unknown as MenuItem[])).toThrow('Has Error')
  })
})
