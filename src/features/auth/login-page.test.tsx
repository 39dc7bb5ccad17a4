import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, renderWithProviders } from '../../app/test-utils'
import { config } from '../../lib/env'
import { Component as LoginPage } from './login-page'

async function logIn(user: ReturnType<typeof userEvent.setup>) {
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
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    expect(screen.getByRole('heading', { level: 1, name: '用户登录' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register')
    expect(screen.getByText(config.service.phone)).toBeInTheDocument()
    expect(screen.getByText(config.service.email)).toBeInTheDocument()
    expect(screen.getByText(/08:30-16:30/)).toBeInTheDocument()
    expect(screen.getByText(config.service.filingNumber, { exact: false })).toBeInTheDocument()
    expect(screen.getByText(config.service.address, { exact: false })).toBeInTheDocument()
  })

  it('shows the app download QR code in a popover', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' })
    await user.click(screen.getByRole('button', { name: /手机APP下载/ }))
    expect(await screen.findByRole('img', { name: '手机APP下载二维码' })).toHaveAttribute(
      'src',
      config.service.appQrUrl,
    )
  })

  it('goes to /dashboard after login, keeping the other query params', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login?from=mail',
      path: '/login',
    })
    await logIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.search).toBe('?from=mail')
  })

  it('follows a redirect query value on this site, keeping the other params', async () => {
    const user = userEvent.setup()
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
      const user = userEvent.setup()
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
