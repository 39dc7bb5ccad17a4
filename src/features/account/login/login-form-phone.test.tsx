import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../../mocks/node'
import { renderWithProviders, setupUser, type User } from '../../../testing'
import { getToken } from '../../../lib/token'
import { LoginForm } from './login-form'

afterEach(() => {
  vi.useRealTimers()
})

// Buttons that showed a spinner keep a fading "loading" icon in jsdom: match names loosely.
const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ })

async function openPhoneMode(user: User) {
  await user.click(screen.getByRole('tab', { name: '手机验证码登录' }))
  return screen.findByLabelText('手机号')
}

describe('LoginForm, phone mode', () => {
  it('only offers the code for a valid phone, then counts 60 s down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const bodies: unknown[] = []
    server.use(
      http.post('*/Api/User/user_user/GetCheckNum', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />)
    const phone = await openPhoneMode(user)
    expect(sendButton()).toBeDisabled()
    await user.type(phone, '1380013')
    expect(sendButton()).toBeDisabled()
    await user.type(phone, '8000')
    expect(sendButton()).toBeEnabled()

    await user.click(sendButton())
    expect(await screen.findByRole('button', { name: /60秒后重新获取/ })).toBeDisabled()
    expect(await screen.findByText('短信验证码已经发送')).toBeInTheDocument()
    expect(bodies).toEqual([{ phone: '13800138000' }])
    await act(async () => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: /59秒后重新获取/ })).toBeDisabled()
  })

  it('logs in with phone 13800138000 and code 123456', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/Api/User/user_user/LoginWithCheckNumStep1', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const user = setupUser()
    const onSuccess = vi.fn()
    renderWithProviders(<LoginForm onSuccess={onSuccess} />)
    await user.type(await openPhoneMode(user), '13800138000')
    await user.type(screen.getByLabelText('验证码'), '123456')
    await user.click(screen.getByRole('button', { name: /登\s*录/ }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(getToken()).toBeTruthy()
    expect(bodies).toEqual([{ username: '13800138000', password: '123456' }])
  })

  it('validates phone and code on blur', async () => {
    const user = setupUser()
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />)
    const phone = await openPhoneMode(user)
    await user.click(phone)
    await user.tab()
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument()
    await user.type(phone, '12345')
    await user.tab()
    expect(await screen.findByText('请输入正确格式的手机号')).toBeInTheDocument()
    await user.click(screen.getByLabelText('验证码'))
    await user.tab()
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument()
  })

  it('keeps the countdown and the number when the user switches tabs and comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />)
    await user.type(await openPhoneMode(user), '13800138000')
    await user.click(sendButton())
    expect(await screen.findByRole('button', { name: /60秒后重新获取/ })).toBeDisabled()

    await user.click(screen.getByRole('tab', { name: '账号密码登录' }))
    await screen.findByLabelText('用户名')
    await act(async () => vi.advanceTimersByTime(5000))
    const phone = await openPhoneMode(user)
    expect(phone).toHaveValue('13800138000')
    expect(screen.getByRole('button', { name: /5\d秒后重新获取/ })).toBeDisabled()
  })
})
