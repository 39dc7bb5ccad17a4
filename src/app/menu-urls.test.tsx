import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { loginAs } from '../../mocks/test-harness'
import { preloadRoutes, renderApp } from '../testing'
import { loadMenuMap } from './menu-map'

// The shell's and the pages' code, loaded before the first render (the router loads it on first
// use, which on a busy machine takes longer than a query waits).
beforeAll(
  () => preloadRoutes('/legacy/odd-page', '/study/index', '/system/role', '/ysStudy/myRank'),
  60_000,
)

// Gives the learner's 学习中心 menu one more page at `url`.
function grantLearnerPage(url: string, name: string) {
  const group = db.menus.find((m) => m.name === '学习中心')
  if (!group?.child) throw new Error('seed has no 学习中心')
  const id = 9001
  group.child.push({
    id,
    parentId: group.id,
    type: 1,
    name,
    url,
    icon: '',
    sort: 99,
    isHidden: 0,
    status: 1,
    code: 'ACT9001',
    value: '',
    needAction: 0,
    child: [],
  })
  const learner = db.roles.find((r) => r.sysRoleEnum === 4)
  learner?.actionIds.push(id)
}

describe('server menu urls and the page registry', () => {
  it('a granted url that maps to no page says which url and how to map it', async () => {
    grantLearnerPage('/legacy/odd-page', '奇怪的页面')
    loginAs('learner')
    renderApp('/legacy/odd-page')
    expect(await screen.findByRole('heading', { level: 1, name: '奇怪的页面' })).toBeInTheDocument()
    expect(screen.getByText('/legacy/odd-page')).toBeInTheDocument()
    expect(screen.getByText(/menu-map\.json/)).toBeInTheDocument()
  })

  it('menu-map.json maps a backend url to a page id', async () => {
    grantLearnerPage('/ysStudy/myRank', '我的排名')
    server.use(
      http.get('*/menu-map.json', () => HttpResponse.json({ '/ysStudy/myRank': 'study-ranking' })),
    )
    loginAs('learner')
    renderApp('/ysStudy/myRank')
    expect(await screen.findByRole('heading', { level: 1, name: '我的排名' })).toBeInTheDocument()
    expect(screen.queryByText(/尚未对应到任何页面/)).toBeNull()
  })

  it('a learner opening an admin page by its url gets the 401 page; an unknown url 404', async () => {
    loginAs('learner')
    const { router } = renderApp('/system/role')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    await router.navigate('/not/a/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })
})

describe('loading menu-map.json', () => {
  // Counts the requests for the file and answers each with `answer`.
  function serveMap(answer: () => Response) {
    let asked = 0
    server.use(
      http.get('*/menu-map.json', () => {
        asked += 1
        return answer()
      }),
    )
    return () => asked
  }
  const heading = (name: string) => screen.findByRole('heading', { level: 1, name })
  const unmapped = () => screen.queryByText(/尚未对应到任何页面/)

  it('fetches the file once, however many menu pages are opened', async () => {
    grantLearnerPage('/ysStudy/myRank', '我的排名')
    const asked = serveMap(() => HttpResponse.json({ '/ysStudy/myRank': 'study-ranking' }))
    loginAs('learner')
    const { router } = renderApp('/study/index')
    expect(await heading('我的学习')).toBeInTheDocument()
    await router.navigate('/ysStudy/myRank')
    expect(await heading('我的排名')).toBeInTheDocument()
    await router.navigate('/exam/index')
    expect(await heading('我的考试')).toBeInTheDocument()
    await router.navigate('/ysStudy/myRank?again=1')
    expect(await heading('我的排名')).toBeInTheDocument()
    expect(unmapped()).toBeNull()
    expect(asked()).toBe(1)
  })

  it('ignores an entry that is not a page id or names no page, and applies the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    grantLearnerPage('/ysStudy/myRank', '我的排名')
    serveMap(() =>
      HttpResponse.json({
        '/ysStudy/myRank': 'study-ranking',
        // wrong type: the default url still opens its own page
        '/study/index': 42,
        // no such page: the default url still opens its own page
        '/exam/index': 'no-such-page',
      }),
    )
    loginAs('learner')
    const { router } = renderApp('/ysStudy/myRank')
    expect(await heading('我的排名')).toBeInTheDocument()
    expect(unmapped()).toBeNull()
    await router.navigate('/study/index')
    expect(await heading('我的学习')).toBeInTheDocument()
    expect(unmapped()).toBeNull()
    await router.navigate('/exam/index')
    expect(await heading('我的考试')).toBeInTheDocument()
    expect(unmapped()).toBeNull()
    // the operator is told which entries were dropped
    const warnings = warn.mock.calls.map(([text]) => String(text))
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/study/index'),
        expect.stringContaining('/exam/index'),
      ]),
    )
    expect(warnings.some((text) => text.includes('/ysStudy/myRank'))).toBe(false)
  })

  it('a file that did not come says so instead of "not mapped", and 重试 asks again', async () => {
    grantLearnerPage('/ysStudy/myRank', '我的排名')
    let fail = true
    const asked = serveMap(() =>
      fail ? HttpResponse.error() : HttpResponse.json({ '/ysStudy/myRank': 'study-ranking' }),
    )
    loginAs('learner')
    renderApp('/ysStudy/myRank')
    expect(await screen.findByText(/未能读取菜单对应表/)).toBeInTheDocument()
    expect(unmapped()).toBeNull()
    fail = false
    ;(await screen.findByRole('button', { name: /重\s*试/ })).click()
    expect(await heading('我的排名')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(/未能读取菜单对应表/)).toBeNull())
    expect(unmapped()).toBeNull()
    expect(asked()).toBe(2)
  })

  it('a request for the file that is never answered ends after its wait', async () => {
    serveMap(() => new Promise<Response>(() => {}) as unknown as Response)
    const started = Date.now()
    expect(await loadMenuMap(200)).toBeNull()
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it.each([
    [
      'an answer that is not JSON (the dev server’s index.html)',
      () => HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
    ],
    [
      'an HTML page sent as JSON',
      () =>
        new HttpResponse('<!doctype html><html></html>', {
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
    ['a missing file (404)', () => new HttpResponse(null, { status: 404 })],
  ])('falls back to the defaults on %s', async (_, answer) => {
    grantLearnerPage('/ysStudy/myRank', '我的排名')
    const asked = serveMap(answer)
    loginAs('learner')
    const { router } = renderApp('/study/index')
    // the registry's own urls still open their pages
    expect(await heading('我的学习')).toBeInTheDocument()
    expect(unmapped()).toBeNull()
    // a url only the file could have mapped says it maps to nothing
    await router.navigate('/ysStudy/myRank')
    expect(await heading('我的排名')).toBeInTheDocument()
    expect(await screen.findByText(/尚未对应到任何页面/)).toBeInTheDocument()
    expect(asked()).toBe(1)
  })
})
