import { http as mswHttp, HttpResponse } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { server } from '../../mocks/node'
import { db } from '../../mocks/db'
import { renderApp } from './test-utils'
import { isPublicPath } from './guard'

const INFO = '*/Api/User/user_user/GetUserInfo'

function loginAs(userId: string, token = 'tok-' + userId) {
  db.tokens[token] = userId
  Cookies.set('Admin-Token', token)
}

describe('route guard (spec 2)', () => {
  it('knows the public paths', () => {
    for (const p of ['/home', '/login', '/auth-redirect', '/register', '/company', '/404', '/401', '/502', '/viewnoticeitem', '/newsitem', '/newslist', '/firstclassindex', '/redirect/x']) {
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

  it('stores a token from the query string and removes it from the URL', async () => {
    db.tokens['from-query'] = 'u-learner'
    const { router, store } = renderApp('/dashboard?token=from-query&x=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.search).toBe('?x=1')
    expect(Cookies.get('Admin-Token')).toBe('from-query')
    await waitFor(() => expect(store.getState().session.roles).toEqual(['学员']))
  })

  it('loads user info, actions and menus once, then opens the page', async () => {
    loginAs('u-admin')
    let infoCalls = 0
    server.use(mswHttp.post(INFO, () => { infoCalls += 1; return undefined }))
    const { router, store } = renderApp('/dashboard')
    await waitFor(() => expect(store.getState().session.roles).toContain('admin'))
    expect(store.getState().session.actions).toContain('User.AddUser')
    expect(store.getState().session.menuRoutes.map((r) => r.title)).toContain('系统管理')
    await router.navigate('/system/user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'))
    expect(infoCalls).toBe(1)
  })

  it('redirects /login to / (then /home) when a token exists', async () => {
    loginAs('u-learner')
    const { router } = renderApp('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('shows 404 for an unknown path when logged in', async () => {
    loginAs('u-learner')
    const { router } = renderApp('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
    expect(await screen.findByText('404')).toBeInTheDocument()
  })

  it('does not open a menu url the server did not grant', async () => {
    loginAs('u-learner')
    const { router } = renderApp('/system/user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })

  it('opens a granted menu url with its title', async () => {
    loginAs('u-learner')
    renderApp('/study/regulation')
    expect(await screen.findByRole('heading', { name: '规章制度' })).toBeInTheDocument()
  })

  it('enforces route roles: a learner on /permission/page goes to /401', async () => {
    loginAs('u-learner')
    const { router } = renderApp('/permission/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
  })

  it('lets admin open /permission/role', async () => {
    loginAs('u-admin')
    const { router } = renderApp('/permission/role')
    expect(await screen.findByRole('heading', { name: '角色权限' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/permission/role')
  })

  it('rejects an empty role list: resets the token, shows the error, goes to /home', async () => {
    loginAs('u-learner')
    server.use(mswHttp.post(INFO, () => HttpResponse.json({ success: true, data: { roleNameList: [], chnName: 'x', sysRoles: 4 } })))
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(await screen.findByText('getInfo: roles must be a non-null array!')).toBeInTheDocument()
  })

  it('rejects an answer without data: Verification failed, please Login again.', async () => {
    loginAs('u-learner')
    server.use(mswHttp.post(INFO, () => HttpResponse.json({ success: true, data: null })))
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(await screen.findByText('Verification failed, please Login again.')).toBeInTheDocument()
  })

  it('an expired token (401 from GetUserInfo) resets the session and goes to /home', async () => {
    Cookies.set('Admin-Token', 'stale')
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(Cookies.get('Admin-Token')).toBeUndefined()
  })
})
