import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { renderWithProviders, setupUser } from '../../testing'
import { Component as RegisterPage } from './register-page'

afterEach(() => {
  vi.useRealTimers()
})

const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ })

describe('/register page', () => {
  it('registers, confirms with 提示 / 确定, then goes to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const bodies: unknown[] = []
    server.use(
      http.post('*/Api/User/user_user/UserRegister', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
    const { router } = renderWithProviders(<RegisterPage />, {
      route: '/register',
      path: '/register',
    })
    expect(screen.getByRole('heading', { level: 1, name: '用户注册' })).toBeInTheDocument()
    expect(sendButton()).toBeDisabled()

    await user.type(screen.getByLabelText('用户名'), 'newbie')
    await user.type(screen.getByLabelText('证件号'), '320101199505050055')
    await user.type(screen.getByLabelText('手机号'), '13712345678')
    await user.click(sendButton())
    expect(await screen.findByRole('button', { name: /60秒后重新获取/ })).toBeDisabled()
    await act(async () => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: /59秒后重新获取/ })).toBeDisabled()

    await user.type(screen.getByLabelText('验证码'), '123456')
    await user.click(screen.getByRole('button', { name: /注\s*册/ }))
    const dialog = await screen.findByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText(/注册成功/)).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        userName: 'newbie',
        userIDNumber: '320101199505050055',
        userPhone: '13712345678',
        verifyCode: '123456',
      },
    ])

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('validates on blur with the spec messages', async () => {
    const user = setupUser()
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' })
    for (const label of ['用户名', '证件号', '手机号', '验证码']) {
      await user.click(screen.getByLabelText(label))
      await user.tab()
    }
    for (const text of ['请输入用户名', '请输入证件号', '请输入手机号', '请输入验证码']) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    await user.type(screen.getByLabelText('手机号'), '23800138000')
    await user.tab()
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument()
  })

  it('links to /login, and back to the home page from the site name', () => {
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' })
    expect(screen.getByRole('link', { name: '已有账号？去登录' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: '工伤预防在线培训平台' })).toHaveAttribute(
      'href',
      '/home',
    )
  })
})
