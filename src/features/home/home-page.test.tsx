import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../app/test-utils'
import { config } from '../../lib/env'
import { getToken, setToken } from '../../lib/token'
import { Component as HomePage } from './home-page'

describe('/home page (minimal)', () => {
  it('logs a guest in through the 培训登录 dialog and goes to /dashboard', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<HomePage />, { route: '/home?from=ad', path: '/home' })
    expect(screen.getByRole('heading', { name: config.title })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /登\s*录/ }))
    const dialog = within(await screen.findByRole('dialog', { name: '培训登录' }))
    await user.type(dialog.getByLabelText('用户名'), 'learner')
    await user.type(dialog.getByLabelText('密码'), 'Learner@123')
    await user.click(dialog.getByRole('button', { name: /登\s*录/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.search).toBe('?from=ad')
    expect(getToken()).toBeTruthy()
  })

  it('offers 进入学习 instead of 登录 when a token exists', () => {
    setToken('token-x')
    renderWithProviders(<HomePage />, { route: '/home', path: '/home' })
    expect(screen.getByRole('link', { name: '进入学习' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('button', { name: /登\s*录/ })).not.toBeInTheDocument()
  })
})
