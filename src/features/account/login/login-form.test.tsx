import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setDocumentedOnly } from '../../../../mocks/documented-only'
import { server } from '../../../../mocks/node'
import { renderWithProviders, setupUser, type User } from '../../../testing'
import { getToken } from '../../../lib/token'
import { LoginForm } from './login-form'

const submitButton = () => screen.getByRole('button', { name: /登\s*录/ })

function setup() {
  const onSuccess = vi.fn()
  const user = setupUser()
  renderWithProviders(<LoginForm onSuccess={onSuccess} />)
  return { onSuccess, user }
}

async function typeCredentials(user: User, username: string, password: string) {
  await user.type(screen.getByLabelText('用户名'), username)
  await user.type(screen.getByLabelText('密码'), password)
}

describe('LoginForm, password mode', () => {
  it('logs a learner in: token cookie set, onSuccess called', async () => {
    const { user, onSuccess } = setup()
    await typeCredentials(user, 'learner', 'Learner@123')
    await user.click(submitButton())
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(getToken()).toMatch(/^token/)
  })

  it('logs in on the documented answers only (accounts and token)', async () => {
    setDocumentedOnly(true)
    try {
      const { user, onSuccess } = setup()
      await typeCredentials(user, 'learner', 'Learner@123')
      await user.click(submitButton())
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
      expect(getToken()).toMatch(/^token/)
    } finally {
      setDocumentedOnly(undefined)
    }
  })

  it('a step 2 that answers no token says so and logs nobody in', async () => {
    server.use(
      http.post('*/Api/User/user_user/LoginStep2', () =>
        HttpResponse.json({ success: true, data: null }),
      ),
    )
    const { user, onSuccess } = setup()
    await typeCredentials(user, 'learner', 'Learner@123')
    await user.click(submitButton())
    expect(await screen.findByText('登录失败，请重试')).toBeInTheDocument()
    expect(onSuccess).not.toHaveBeenCalled()
    expect(getToken()).toBeUndefined()
  })

  it('submits on Enter and trims the username it sends', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/Api/User/user_user/LoginStep1', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const { user, onSuccess } = setup()
    await typeCredentials(user, '  learner  ', 'Learner@123{Enter}')
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(bodies).toEqual([{ username: 'learner', password: 'Learner@123' }])
  })

  it('asks which account when several match; a choice is required', async () => {
    const { user, onSuccess } = setup()
    await typeCredentials(user, 'twin', 'Twin@1234')
    await user.click(submitButton())
    const dialog = await screen.findByRole('dialog', { name: '选择登录账号' })
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请选择用户')).toBeInTheDocument()
    expect(onSuccess).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('radio', { name: /南方建设工程有限公司/ }))
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(getToken()).toBeTruthy()
  })

  it('shows the 登 录 button loading while the request is pending, and only then', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    server.use(
      // Holds the answer back, then lets the mock backend answer as usual.
      http.post('*/Api/User/user_user/LoginStep1', async () => {
        await gate
      }),
    )
    const { user, onSuccess } = setup()
    expect(submitButton()).not.toHaveClass('ant-btn-loading')
    await typeCredentials(user, 'learner', 'Learner@123')
    await user.click(submitButton())
    await waitFor(() => expect(submitButton()).toHaveClass('ant-btn-loading'))
    expect(onSuccess).not.toHaveBeenCalled()
    release()
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(submitButton()).not.toHaveClass('ant-btn-loading'))
  })

  it('a wrong password shows the server message and only clears the loading state', async () => {
    const { user, onSuccess } = setup()
    await typeCredentials(user, 'learner', 'wrong')
    await user.click(submitButton())
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument()
    await waitFor(() => expect(submitButton()).not.toHaveClass('ant-btn-loading'))
    expect(getToken()).toBeUndefined()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('validates on blur and on submit', async () => {
    const { user } = setup()
    await user.click(screen.getByLabelText('用户名'))
    await user.tab()
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument()
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument()
    await user.click(submitButton())
    expect(await screen.findByText('请输入密码')).toBeInTheDocument()
  })

  it('warns when caps lock seems on', async () => {
    const { user } = setup()
    await user.type(screen.getByLabelText('密码'), 'abc')
    expect(screen.queryByText('大写锁打开状态')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('密码'), 'D')
    expect(screen.getByText('大写锁打开状态')).toBeInTheDocument()
    await user.type(screen.getByLabelText('密码'), 'e')
    expect(screen.queryByText('大写锁打开状态')).not.toBeInTheDocument()
  })

  it('opens the forgotten-password dialog', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: '忘记密码?' }))
    expect(await screen.findByRole('dialog', { name: '找回密码' })).toBeInTheDocument()
  })
})

describe('login with a malformed account list', () => {
  it('says the answer could not be read instead of failing silently or crashing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(
      http.post('*/Api/User/user_user/LoginStep1', () =>
        HttpResponse.json({ success: true, errorCode: 0, msg: '', data: { item1: 'x' } }),
      ),
    )
    const user = setupUser()
    renderWithProviders(<LoginForm onSuccess={() => {}} />)
    await user.type(screen.getByLabelText('用户名'), 'learner')
    await user.type(screen.getByLabelText('密码', { exact: true }), 'Learner@123{Enter}')
    expect(await screen.findByText('服务器返回的数据格式不正确')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeEnabled()
  })
})
