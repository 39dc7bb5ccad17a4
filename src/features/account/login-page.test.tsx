import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, renderWithProviders, setupUser, type User } from '../../testing'
import { config } from '../../lib/env'
import { Component as LoginPage } from './login-page'

async function logIn(user: User) {
  await user.type(screen.getByLabelText('用户名'), 'learner')
  await user.type(screen.getByLabelText('密码'), 'Learner@123')
  await user.click(screen.getByRole('button', { name: /登\s*录/ }))
}

describe('/login page', () => {
  it('is the page the route table lazy-loads for /login', async () => {
    renderApp('/login')
    expect(await screen.findByRole('heading', { level: 1, name: '用户登录' })).toBeInTheDocument()
  })

  it('shows the title, register link and service notice', () => {
    vi.stubEnv('VITE_SERVICE_PHONE', '0571-8888 6666')
    vi.stubEnv('VITE_SERVICE_EMAIL', 'help@gsypx.cn')
    vi.stubEnv('VITE_SERVICE_ADDRESS', '杭州市上城区解放路 1 号')
    vi.stubEnv('VITE_FILING_NUMBER', '浙ICP备00000000号')
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    expect(screen.getByRole('heading', { level: 1, name: '用户登录' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: '0571-8888 6666' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'help@gsypx.cn' })).toBeInTheDocument()
    expect(screen.getByText(/08:30-16:30/)).toBeInTheDocument()
    expect(screen.getByText('浙ICP备00000000号', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('通讯地址：杭州市上城区解放路 1 号')).toBeInTheDocument()
  })

  it('leaves out the service lines the deployment does not configure', () => {
    vi.stubEnv('VITE_SERVICE_PHONE', '')
    vi.stubEnv('VITE_SERVICE_EMAIL', '')
    vi.stubEnv('VITE_SERVICE_ADDRESS', '')
    vi.stubEnv('VITE_FILING_NUMBER', '')
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    const notice = screen.getByRole('contentinfo')
    expect(notice).toHaveTextContent('服务时间：工作日 08:30-16:30')
    expect(notice).not.toHaveTextContent(/服务热线|服务邮箱|通讯地址|部署配置/)
    expect(notice.querySelectorAll('p')).toHaveLength(2)
  })

  it('links the site name back to the public home page', async () => {
    const user = setupUser()
    const { router } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    const brand = screen.getByRole('link', { name: '工伤预防在线培训平台' })
    expect(brand).toHaveAttribute('href', '/home')
    await user.click(brand)
    expect(router.state.location.pathname).toBe('/home')
  })

  it('shows the app download QR code in a popover', async () => {
    const user = setupUser()
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    await user.click(screen.getByRole('button', { name: /手机APP下载/ }))
    expect(await screen.findByRole('img', { name: '手机APP下载二维码' })).toHaveAttribute(
      'src',
      config.service.appQrUrl,
    )
  })

  it('goes to /dashboard after login, keeping the other query params', async () => {
    const user = setupUser()
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login?from=mail',
      path: '/login',
    })
    await logIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.search).toBe('?from=mail')
  })

  it('follows a redirect query value on this site, keeping the other params', async () => {
    const user = setupUser()
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login?redirect=%2Fydmessage%2Findex&x=1',
      path: '/login',
    })
    await logIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/ydmessage/index'))
    expect(router.state.location.search).toBe('?x=1')
  })

  it.each(['https://evil.example/x', '//evil.example/x'])(
    'never follows the external redirect %s: goes to / instead',
    async (target) => {
      const user = setupUser()
      const { router } = renderWithProviders(<LoginPage />, {
        route: `/login?redirect=${encodeURIComponent(target)}`,
        path: '/login',
      })
      await logIn(user)
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
      expect(router.state.location.search).toBe('')
    },
  )
})
