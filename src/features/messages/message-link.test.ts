import { describe, expect, it } from 'vitest'
import routerSource from '../../app/router.tsx?raw'
import { buildMenuRoutes } from '../../lib/menu-routes'
import { paths } from '../../lib/paths'
import { appRoutePaths, isAppRoute, messageTarget } from './message-link'

const url = (pc: unknown) => JSON.stringify({ pc })

describe('messageTarget', () => {
  it('reads pc.value.path and its query', () => {
    expect(
      messageTarget(
        url({ type: 1, value: { path: '/ysUserExam/exam', query: { examCode: 'EX1' } } }),
      ),
    ).toEqual({ pathname: '/ysUserExam/exam', search: '?examCode=EX1' })
  })

  it('takes a path without query, an empty query and numbers in the query', () => {
    expect(messageTarget(url({ value: { path: '/dashboard' } }))).toEqual({
      pathname: '/dashboard',
      search: '',
    })
    expect(messageTarget(url({ value: { path: '/dashboard', query: {} } }))?.search).toBe('')
    expect(messageTarget(url({ value: { path: '/trainres/study', query: { id: 1021 } } }))).toEqual(
      { pathname: '/trainres/study', search: '?id=1021' },
    )
  })

  it('encodes query values and keeps a query written into the path', () => {
    expect(
      messageTarget(
        url({ value: { path: '/newslist?typeId=1', query: { keyword: '安全 培训&' } } }),
      ),
    ).toEqual({
      pathname: '/newslist',
      search: `?${new URLSearchParams({ typeId: '1', keyword: '安全 培训&' })}`,
    })
  })

  it('drops query values that are not plain', () => {
    expect(
      messageTarget(
        url({ value: { path: '/dashboard', query: { x: null, y: { z: 1 }, ok: 'yes' } } }),
      ),
    ).toEqual({ pathname: '/dashboard', search: '?ok=yes' })
  })

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['not JSON', 'not json'],
    ['a plain url', '/dashboard'],
    ['JSON null', 'null'],
    ['a JSON list', '[1,2]'],
    ['no pc', JSON.stringify({ app: { value: { path: '/dashboard' } } })],
    ['pc without value', url({ type: 1 })],
    ['no path', url({ value: { query: { a: '1' } } })],
    ['an empty path', url({ value: { path: '  ' } })],
    ['a path that is not text', url({ value: { path: 42 } })],
    ['another site', url({ value: { path: 'https://evil.example/x' } })],
    ['a protocol-relative url', url({ value: { path: '//evil.example/x' } })],
    ['a backslash trick', url({ value: { path: '/\\evil.example' } })],
    ['javascript:', url({ value: { path: 'javascript:alert(1)' } })],
    ['a relative path', url({ value: { path: 'dashboard' } })],
    ['a path no route answers', url({ value: { path: '/no/such/page', query: { a: '1' } } })],
    ['a page of the menu the user was not granted', url({ value: { path: '/study/index' } })],
  ])('names no target for %s', (_, messageUrl) => {
    expect(messageTarget(messageUrl)).toBeNull()
  })
})

describe('messageTarget and the menu of the signed-in user', () => {
  // the learner's menu: 学习中心 with 我的学习 and 我的考试
  const menu = buildMenuRoutes(
    [
      {
        id: 1,
        type: 0,
        name: '学习中心',
        url: '',
        child: [
          { id: 11, type: 1, name: '我的学习', url: '/study/index', sort: 1 },
          { id: 12, type: 1, name: '我的考试', url: 'exam/index/', sort: 2 },
        ],
      },
    ],
    () => '/group',
  )

  it('follows a menu url the user was granted, with its query', () => {
    expect(
      messageTarget(url({ value: { path: '/exam/index', query: { tab: 'done' } } }), menu),
    ).toEqual({ pathname: '/exam/index', search: '?tab=done' })
    expect(messageTarget(url({ value: { path: '/study/index/' } }), menu)).toEqual({
      pathname: '/study/index/',
      search: '',
    })
  })

  it('still names no target for a path neither the routes nor the menu know', () => {
    expect(messageTarget(url({ value: { path: '/study/nothing' } }), menu)).toBeNull()
    expect(messageTarget(url({ value: { path: '/train/resource' } }), menu)).toBeNull()
    // a menu group's own path is no page
    expect(messageTarget(url({ value: { path: '/group' } }), menu)).toBeNull()
  })
})

describe('isAppRoute', () => {
  it('knows the paths the route table places its routes at, and only those', () => {
    const placed = [...routerSource.matchAll(/path: `?(?:\$\{)?paths\.(\w+)/g)].map(
      ([, name]) => paths[name as keyof typeof paths],
    )
    expect(placed.length).toBeGreaterThan(20)
    expect([...appRoutePaths].sort()).toEqual([...new Set(placed)].sort())
  })

  it.each(['/dashboard', '/ysUserExam/exam', '/ydnotice/showview', '/trainres/study/', '/home'])(
    'knows the fixed route %s',
    (path) => expect(isAppRoute(path, [])).toBe(true),
  )

  it.each(['/', '/dashboard/extra', '/ysUserExam', '/exam/index', '/404x'])(
    'knows no route at %s without a menu',
    (path) => expect(isAppRoute(path, [])).toBe(path === '/'),
  )
})
