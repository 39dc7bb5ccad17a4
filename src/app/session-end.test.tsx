import { screen, waitFor } from '@testing-library/react'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { preloadRoutes, renderApp, setupUser } from '../testing'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/dashboard', '/study/index'), 60_000)

async function logOut() {
  const user = setupUser()
  await user.click(await screen.findByRole('button', { name: /用户中心/ }))
  await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }))
}

describe('ending a session (one action for logout, the guard and the 401 confirm)', () => {
  it('logging out from a server-menu page lands on /home, not /404', async () => {
    loginAs('learner')
    const { router, store } = renderApp('/study/index')
    await screen.findByRole('heading', { level: 1, name: '我的学习' })
    await logOut()
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    await waitFor(() => expect(Cookies.get('Admin-Token')).toBeUndefined())
    // the rest of the session goes once the shell has unmounted
    await waitFor(() => expect(store.getState().session.roles).toBeNull())
    expect(store.getState().tagsView.visited).toEqual([])
    // the public header is a guest's again
    expect(await screen.findByRole('button', { name: '培训登录' })).toBeInTheDocument()
  })

  it('a voluntary logout is silent: no call goes out without a token after it', async () => {
    loginAs('learner')
    const { router } = renderApp('/dashboard')
    await screen.findByRole('link', { name: /消息中心/ })
    const wire = watchWire()
    await logOut()
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    await waitFor(() => expect(Cookies.get('Admin-Token')).toBeUndefined())
    await screen.findByRole('button', { name: '培训登录' })
    // give any stray refetch the time to go out
    await new Promise((r) => setTimeout(r, 300))
    const unread = await wire.to('/GetNoReadCount')
    expect(unread).toEqual([])
    expect(screen.queryByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeNull()
  })

  it('a burst of 401 answers shows the login-expired confirm once and one toast', async () => {
    loginAs('learner')
    renderApp('/dashboard')
    await screen.findByRole('link', { name: /消息中心/ })
    server.use(
      http.post('*/Api/*', () =>
        HttpResponse.json({ success: false, errorCode: 401, msg: '登录已过期' }),
      ),
    )
    // several calls at once, as a page full of cards makes them
    const { request } = await import('../api/http')
    const paths = ['GetNoReadCount', 'GetMessagePage', 'GetIndexPageListNotice', 'GetUserCount']
    await Promise.allSettled(paths.map((p) => request({ url: `/Api/X/${p}`, method: 'POST' })))
    await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录')
    await screen.findAllByText('登录已过期')
    // the toasts are shown as their calls fail: give the last ones time to appear
    await new Promise((r) => setTimeout(r, 200))
    expect(screen.getAllByText('登录已过期')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: '重新登录' })).toHaveLength(1)
  })
})
