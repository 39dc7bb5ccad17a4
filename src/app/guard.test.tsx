import { http as mswHttp, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { matchRoutes } from 'react-router'
import { server } from '../../mocks/node'
import { db } from '../../mocks/db'
import { loginAs, tokenFor } from '../../mocks/test-harness'
import { MENUS_UNREADABLE } from './load-session'
import { renderApp } from '../testing'
import { isPublicPath, LEAVING_GRACE_MS } from './guard'
import { createRoutes } from './router'
import { makeStore } from './store'
import { forwardBeforeRouting } from '../lib/safe-redirect'

const INFO = '*/Api/User/user_user/GetUserInfo'
const MENUS = '*/Api/SysConfig/sys_action/GetUserMenuList'
const UNREAD = '*/Api/SysConfig/sys_message/GetNoReadCount'

describe('route guard (behaviour B2.1-B2.6)', () => {
  it('knows the public paths', () => {
    for (const p of [
      '/home',
      '/login',
      '/auth-redirect',
      '/register',
      '/company',
      '/404',
      '/401',
      '/502',
      '/viewnoticeitem',
      '/newsitem',
      '/newslist',
      '/firstclassindex',
      '/redirect/x',
    ]) {
      expect(isPublicPath(p)).toBe(true)
    }
    expect(isPublicPath('/dashboard')).toBe(false)
  })

  it('sends a guest on a private path to /home', async () => {
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('sends a guest on an unknown path to /home', async () => {
    const { router } = renderApp('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('sends / to /home', async () => {
    const { router } = renderApp('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('forwards /redirect/* to the path with the same query', async () => {
    const { router } = renderApp('/redirect/newslist?typeId=2')
    await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    expect(router.state.location.search).toBe('?typeId=2')
  })

  it.each([
    '/redirect//evil.example.com/x',
    '/redirect/%2F%2Fevil.example.com/x',
    '/redirect/%252F%252Fevil.example.com/x',
    '/redirect/%5Cevil.example.com/x',
    '/redirect/%09/evil.example.com/x',
    '/redirect/redirect//evil.example.com/x',
  ])('forwards %s to / (then /home), never off the site', async (link) => {
    const { router } = renderApp(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('matches no route for a forwarder address with a line break: main.tsx forwards it first', () => {
    const routes = createRoutes(makeStore())
    for (const link of [
      '/redirect/x%0ay',
      '/redirect/%0a/evil.example.com',
      '/redirect/x%E2%80%A8y',
    ])
      expect(matchRoutes(routes, link), link).toBeNull()
    expect(forwardBeforeRouting('/redirect/x%0ay', '')).toBe('/')
    expect(matchRoutes(routes, '/redirect/x%09y')?.at(-1)?.route.path).toBe('/redirect/*')
  })

  it('stores a token from the query string and removes it from the URL', async () => {
    tokenFor('learner', 'from-query')
    const { router, store } = renderApp('/dashboard?token=from-query&x=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.search).toBe('?x=1')
    expect(Cookies.get('Admin-Token')).toBe('from-query')
    await waitFor(() => expect(store.getState().session.roles).toEqual(['学员']))
  })

  it('loads user info, actions and menus once, then opens the page', async () => {
    loginAs('admin')
    let infoCalls = 0
    server.use(
      mswHttp.post(INFO, () => {
        infoCalls += 1
        return undefined
      }),
    )
    const { router, store } = renderApp('/dashboard')
    await waitFor(() => expect(store.getState().session.roles).toContain('admin'))
    expect(store.getState().session.actions).toContain('User.AddUser')
    expect(store.getState().session.menuRoutes.map((r) => r.title)).toContain('系统管理')
    await router.navigate('/system/user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'))
    expect(infoCalls).toBe(1)
  })

  it('redirects /login to / (then /home) when a token exists', async () => {
    loginAs('learner')
    const { router } = renderApp('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('redirects /login/ with a trailing slash the same way', async () => {
    loginAs('learner')
    const { router } = renderApp('/login/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('shows 404 for an unknown path when logged in', async () => {
    loginAs('learner')
    const { router } = renderApp('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
    expect(await screen.findByText('404')).toBeInTheDocument()
  })

  it('sends a page that exists but was not granted to 401, and an unknown url to 404', async () => {
    loginAs('learner')
    const { router } = renderApp('/system/user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    await router.navigate('/no/such/menu')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })

  it('opens a granted menu url with its title', async () => {
    loginAs('learner')
    renderApp('/study/regulation')
    expect(await screen.findByRole('heading', { name: '规章制度' })).toBeInTheDocument()
  })

  it('enforces route roles: a learner on /permission/page goes to /401 and gets no tab', async () => {
    loginAs('learner')
    const { router, store } = renderApp('/permission/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    expect(router.state.location.search).toBe('?noGoBack=1')
    expect(await screen.findByText('401')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '页面权限' })).not.toBeInTheDocument()
    expect(store.getState().tagsView.visited.map((v) => v.path)).not.toContain('/permission/page')
  })

  it('a learner following a link to a forbidden page from the shell never opens it', async () => {
    loginAs('learner')
    const { router, store } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    const seen: string[] = []
    router.subscribe((state) => seen.push(state.location.pathname))
    await router.navigate('/permission/directive')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    expect(seen).not.toContain('/permission/directive')
    expect(store.getState().tagsView.visited.map((v) => v.path)).toEqual(['/dashboard'])
  })

  it('an editor opens /permission/page but gets 401 on the admin-only /permission/role', async () => {
    const company = db.users.find((u) => u.userId === 'u-company')!
    company.roleNameList = ['企业管理员', 'editor']
    loginAs('company')
    const { router } = renderApp('/permission/page')
    expect(await screen.findByRole('heading', { name: '页面权限' })).toBeInTheDocument()
    await router.navigate('/permission/role')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
  })

  it('sends an ungranted menu url to the 401 page before it opens', async () => {
    loginAs('learner')
    const { router, store } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    const seen: string[] = []
    router.subscribe((state) => seen.push(state.location.pathname))
    await router.navigate('/system/user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    expect(seen).not.toContain('/system/user')
    expect(store.getState().tagsView.visited.map((v) => v.path)).not.toContain('/system/user')
  })

  it('lets admin open /permission/role', async () => {
    loginAs('admin')
    const { router } = renderApp('/permission/role')
    expect(await screen.findByRole('heading', { name: '角色权限' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/permission/role')
  })

  it('rejects an empty role list: resets the token, shows the error, goes to /home', async () => {
    loginAs('learner')
    server.use(
      mswHttp.post(INFO, () =>
        HttpResponse.json({ success: true, data: { roleNameList: [], chnName: 'x', sysRoles: 4 } }),
      ),
    )
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(await screen.findByText('getInfo: roles must be a non-null array!')).toBeInTheDocument()
  })

  it('a session load failed on the network ends the session only once the page has stayed', async () => {
    loginAs('learner')
    let failedAt = 0
    server.use(
      mswHttp.post(INFO, () => {
        failedAt = Date.now()
        return HttpResponse.error()
      }),
    )
    let removedAt = 0
    const original = Cookies.remove.bind(Cookies)
    const remove = vi.spyOn(Cookies, 'remove').mockImplementation((name, options) => {
      if (name === 'Admin-Token' && !removedAt) removedAt = Date.now()
      original(name, options)
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 })
    remove.mockRestore()
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    // a page going away is gone by then, with the token kept for the page it goes to
    expect(removedAt - failedAt).toBeGreaterThanOrEqual(LEAVING_GRACE_MS - 2)
  })

  it('rejects an answer without data: Verification failed, please Login again.', async () => {
    loginAs('learner')
    server.use(mswHttp.post(INFO, () => HttpResponse.json({ success: true, data: null })))
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(await screen.findByText('Verification failed, please Login again.')).toBeInTheDocument()
  })

  it('a menu list it cannot read keeps the user in, on the dashboard with the fixed menus and a message', async () => {
    loginAs('learner')
    server.use(
      mswHttp.post(MENUS, () => HttpResponse.json({ success: true, data: { not: 'a list' } })),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { router, store } = renderApp('/dashboard')
    expect(await screen.findByText(MENUS_UNREADABLE)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(Cookies.get('Admin-Token')).toBeDefined()
    expect(store.getState().session.menuRoutes).toEqual([])
    expect((await screen.findAllByRole('link', { name: '我的首页' })).length).toBeGreaterThan(0)
    expect(screen.queryByText('Has Error')).not.toBeInTheDocument()
  })

  it('a token in the URL replaces an already loaded session, its tabs and its cached answers', async () => {
    loginAs('admin', 'tok-admin')
    tokenFor('learner', 'tok-learner')
    const unreadAuth: (string | null)[] = []
    server.use(
      mswHttp.post(UNREAD, ({ request }) => {
        unreadAuth.push(request.headers.get('Authorization'))
        return undefined
      }),
    )
    const { router, store } = renderApp('/dashboard')
    await waitFor(() => expect(store.getState().session.roles).toContain('admin'))
    await router.navigate('/system/user')
    await waitFor(() =>
      expect(store.getState().tagsView.visited.map((v) => v.path)).toContain('/system/user'),
    )
    await waitFor(() => expect(unreadAuth).toContain('Bearer tok-admin'))

    await router.navigate('/dashboard?token=tok-learner')
    await waitFor(() => expect(store.getState().session.roles).toEqual(['学员']))
    expect(Cookies.get('Admin-Token')).toBe('tok-learner')
    expect(router.state.location.search).toBe('')
    expect(store.getState().session.menuRoutes.map((r) => r.title)).not.toContain('系统管理')
    expect(store.getState().tagsView.visited.map((v) => v.path)).not.toContain('/system/user')
    // The cached unread count was the admin's: it is asked for again with the learner's token.
    await waitFor(() => expect(unreadAuth).toContain('Bearer tok-learner'))
    expect(await screen.findByRole('button', { name: /用户中心：张伟/ })).toBeInTheDocument()
  })

  // History: a bounced address that is already an entry (first load, back/forward) is replaced;
  // one reached by a link never becomes an entry, and the page the user came from stays.
  describe('history', () => {
    // The memory router has no popstate: send the one a browser fires before going back.
    const back = (router: ReturnType<typeof renderApp>['router']) => {
      window.dispatchEvent(new PopStateEvent('popstate'))
      return router.navigate(-1)
    }

    it('a token URL opened from outside leaves no entry: back goes to the page before it', async () => {
      tokenFor('learner', 'from-query')
      const { router } = renderApp(['/newslist', '/dashboard?token=from-query'])
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
      await back(router)
      await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    })

    it('a token URL followed inside the app leaves no entry either', async () => {
      tokenFor('learner', 'from-query')
      const { router } = renderApp('/newslist')
      await screen.findByRole('heading', { level: 1 })
      await router.navigate('/dashboard?token=from-query')
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
      await back(router)
      await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    })

    it('a guest sent from a private page to /home can go back past it', async () => {
      const { router } = renderApp(['/newslist', '/dashboard'])
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
      await back(router)
      await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    })

    it('a logged-in user following a link to /login keeps the page they came from', async () => {
      loginAs('learner')
      const { router } = renderApp('/newslist')
      await screen.findByRole('heading', { level: 1 })
      await router.navigate('/login')
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
      await back(router)
      await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    })

    it('after logging out, back onto a private page does not trap the user on /home', async () => {
      loginAs('learner')
      const { router } = renderApp('/newslist')
      await screen.findByRole('heading', { level: 1 })
      await router.navigate('/dashboard')
      await screen.findByRole('heading', { level: 1, name: '我的首页' })
      Cookies.remove('Admin-Token')
      await router.navigate('/home')
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
      await back(router)
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
      await back(router)
      await waitFor(() => expect(router.state.location.pathname).toBe('/newslist'))
    })
  })

  it('an expired token (401 from GetUserInfo) resets the session and goes to /home', async () => {
    Cookies.set('Admin-Token', 'stale')
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(Cookies.get('Admin-Token')).toBeUndefined()
  })
})
