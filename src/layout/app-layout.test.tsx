import { screen, waitFor } from '@testing-library/react'
import { preloadRoutes, renderApp, routerSettled } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(
  () => preloadRoutes('/dashboard', '/no/such/page', '/permission/page', '/permission/role'),
  60_000,
)

// What a browser does when the page scrolls: the offsets change, then the document fires scroll,
// which bubbles to the window (antd listens on either, depending on when its button mounted).
function scrollPage(y: number) {
  Object.defineProperty(window, 'pageYOffset', { configurable: true, writable: true, value: y })
  Object.defineProperty(document.documentElement, 'scrollTop', {
    configurable: true,
    writable: true,
    value: y,
  })
  document.dispatchEvent(new Event('scroll', { bubbles: true }))
}

describe('App layout', () => {
  it('shows the dashboard placeholder inside the shell with a welcome line', async () => {
    loginAs('admin')
    // the session load and the page's code first, rendered: the heading is then there
    await routerSettled(renderApp('/dashboard').router)
    expect(await screen.findByRole('heading', { level: 1, name: '我的首页' })).toBeInTheDocument()
    expect(screen.getByText(/欢迎回来，王建国/)).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
  })

  it('sends an unknown path to the 404 page', async () => {
    loginAs('admin')
    const { router } = renderApp('/no/such/page')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/404')
  })

  it('sends a learner on a role-gated route to the 401 page', async () => {
    loginAs('learner')
    const { router } = renderApp('/permission/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
    expect(await screen.findByText('401')).toBeInTheDocument()
  })

  it('opens the role-gated route for an admin', async () => {
    loginAs('admin')
    renderApp('/permission/role')
    expect(await screen.findByRole('heading', { level: 1, name: '角色权限' })).toBeInTheDocument()
  })

  it('offers a back-to-top button once the page is scrolled 400 px', async () => {
    loginAs('admin')
    await routerSettled(renderApp('/dashboard').router)
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument()
    scrollPage(600)
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument()
  })
})
