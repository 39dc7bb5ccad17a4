import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setDocumentedOnly } from '../../../../mocks/documented-only'
import { server } from '../../../../mocks/node'
import { envelope } from '../../../../mocks/test-harness'
import { renderWithProviders, setupUser, type User } from '../../../testing'
import { getToken } from '../../../lib/token'
import { LoginForm } from './login-form'

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: '忘记密码?' }))
  return within(await screen.findByRole('dialog', { name: '找回密码' }))
}

describe('ForgotPasswordDialog', () => {
  it('resets the password by SMS code, after which the new password logs in', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/Api/User/user_user/SubmitResetpwdData', async ({ request }) => {
        bodies.push(await request.clone().json())
      }),
    )
    const user = setupUser()
    const onSuccess = vi.fn()
    renderWithProviders(<LoginForm onSuccess={onSuccess} />)
    const dialog = await openDialog(user)

    await user.type(dialog.getByLabelText('账号或手机号'), 'learner')
    await user.click(dialog.getByRole('button', { name: /下一步/ }))
    expect(await dialog.findByText(/learner（华东机械制造有限公司）/)).toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: /获取验证码/ }))
    expect(await dialog.findByText('短信验证码已经发送至138****8000')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('验证码'), '123456')
    await user.click(dialog.getByRole('button', { name: /下一步/ }))

    const password = await dialog.findByLabelText('新密码')
    await user.type(password, 'weak')
    await user.tab()
    expect(
      await dialog.findByText('密码须为8-16位，且包含大写字母、小写字母和特殊字符'),
    ).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'Fresh#2024')
    await user.type(dialog.getByLabelText('确认密码'), 'Fresh#2025')
    await user.tab()
    expect(await dialog.findByText('请确认密码的一致性')).toBeInTheDocument()
    await user.clear(dialog.getByLabelText('确认密码'))
    await user.type(dialog.getByLabelText('确认密码'), 'Fresh#2024')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))

    expect(await screen.findByText('重置成功')).toBeInTheDocument()
    // The dialog closes; jsdom never finishes antd's leave animation, so it stays in the DOM.
    expect(screen.getByRole('dialog', { name: '找回密码' })).toHaveClass('ant-zoom-leave')
    expect(bodies).toEqual([
      {
        secret: expect.any(String),
        verifyCode: '123456',
        newPassword: 'Fresh#2024',
        confirmPassword: 'Fresh#2024',
      },
    ])

    await user.type(screen.getByLabelText('用户名'), 'learner')
    await user.type(screen.getByLabelText('密码'), 'Fresh#2024{Enter}')
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(getToken()).toBeTruthy()
  })

  it('asks which account when the phone belongs to several', async () => {
    const user = setupUser()
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />)
    const dialog = await openDialog(user)
    await user.type(dialog.getByLabelText('账号或手机号'), '13900000004')
    await user.click(dialog.getByRole('button', { name: /下一步/ }))
    expect(await dialog.findByRole('radio', { name: /南方建设工程有限公司/ })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: /下一步/ }))
    expect(await dialog.findByText('请选择用户')).toBeInTheDocument()
    await user.click(dialog.getByRole('radio', { name: /南方建设工程有限公司/ }))
    await user.click(dialog.getByRole('button', { name: /下一步/ }))
    expect(await dialog.findByText('账号：twin（南方建设工程有限公司）')).toBeInTheDocument()
  })

  it('documented answers only: the accounts found are offered (GetResetpwdAcc answers account choices)', async () => {
    setDocumentedOnly(true)
    try {
      const user = setupUser()
      renderWithProviders(<LoginForm onSuccess={vi.fn()} />)
      const dialog = await openDialog(user)
      await user.type(dialog.getByLabelText('账号或手机号'), 'learner')
      await user.click(dialog.getByRole('button', { name: /下一步/ }))
      expect(await dialog.findByText(/learner（华东机械制造有限公司）/)).toBeInTheDocument()
    } finally {
      setDocumentedOnly(undefined)
    }
  })

  it('an answer without the list of accounts: it says so and goes no further', async () => {
    server.use(http.post('*/Api/User/user_user/GetResetpwdAcc', () => envelope(null)))
    const user = setupUser()
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />)
    const dialog = await openDialog(user)
    await user.type(dialog.getByLabelText('账号或手机号'), 'learner')
    await user.click(dialog.getByRole('button', { name: /下一步/ }))
    expect(await screen.findByText('未能读取账号信息，请联系管理员重置密码')).toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: /获取验证码/ })).toBeNull()
  })
})
