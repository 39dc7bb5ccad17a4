import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { db } from '../../../../mocks/db'
import { server } from '../../../../mocks/node'
import { renderWithProviders, setupUser, type User } from '../../../testing'
import { ChangePasswordDialog } from './change-password-dialog'
import { loginAs } from '../../../../mocks/test-harness'

const C = '*/Api/User/user_user'

function setup() {
  loginAs('learner')
  const onClose = vi.fn()
  const user = setupUser(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {})
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />)
  const dialog = within(screen.getByRole('dialog', { name: '修改密码' }))
  return { user, onClose, dialog }
}

async function fill(
  user: User,
  dialog: ReturnType<typeof within>,
  code: string,
  pas: string,
  pas2: string,
) {
  await user.type(dialog.getByLabelText('验证码'), code)
  await user.type(dialog.getByLabelText('新密码'), pas)
  await user.type(dialog.getByLabelText('确认密码'), pas2)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ChangePasswordDialog', () => {
  it('sends the code with GET GetEditPassWordCheckNum, shows the masked phone and counts 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls: string[] = []
    server.use(
      http.get(`${C}/GetEditPassWordCheckNum`, ({ request }) => {
        calls.push(request.method)
        return undefined
      }),
    )
    const { user, dialog } = setup()
    await user.click(dialog.getByRole('button', { name: /获取验证码/ }))
    expect(await dialog.findByText('验证码已发送至 138****8000')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: /120秒后重新获取/ })).toBeDisabled()
    expect(calls).toEqual(['GET'])
    // Each second is its own timer, set after the previous one has rendered.
    for (let i = 0; i < 119; i++) await act(async () => vi.advanceTimersByTime(1000))
    expect(dialog.getByRole('button', { name: /1秒后重新获取/ })).toBeDisabled()
    await act(async () => vi.advanceTimersByTime(1000))
    expect(dialog.getByRole('button', { name: /获取验证码/ })).toBeEnabled()
  })

  it('changes the password with GET EditPassWord (pas1, pas2, CheckNum): 修改成功, then closes', async () => {
    const queries: Record<string, string>[] = []
    server.use(
      http.get(`${C}/EditPassWord`, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams))
        return undefined
      }),
    )
    const { user, dialog, onClose } = setup()
    await fill(user, dialog, '123456', 'NewPass#2025', 'NewPass#2025')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(queries).toEqual([{ pas1: 'NewPass#2025', pas2: 'NewPass#2025', CheckNum: '123456' }])
    expect(db.users.find((u) => u.userId === 'u-learner')!.password).toBe('NewPass#2025')
  })

  it('checks the rules on the client: strength and 请确认密码的一致性', async () => {
    const { user, dialog } = setup()
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await dialog.findByText('请输入验证码')).toBeInTheDocument()
    expect(dialog.getByText('请输入新密码')).toBeInTheDocument()
    expect(dialog.getByText('请再次输入新密码')).toBeInTheDocument()

    await fill(user, dialog, '123456', 'weak pass', 'Other#2025')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(
      await dialog.findByText('密码须为8-16位，且包含大写字母、小写字母和特殊字符'),
    ).toBeInTheDocument()
    expect(await dialog.findByText('请确认密码的一致性')).toBeInTheDocument()
  })

  it('a refused change keeps the dialog open with what was typed', async () => {
    const { user, dialog, onClose } = setup()
    await fill(user, dialog, '000000', 'NewPass#2025', 'NewPass#2025')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('验证码错误')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.getByLabelText('验证码')).toHaveValue('000000')
    expect(dialog.getByLabelText('新密码')).toHaveValue('NewPass#2025')
  })

  it('shows the server message when the code cannot be sent, and starts no countdown', async () => {
    server.use(
      http.get(`${C}/GetEditPassWordCheckNum`, () =>
        HttpResponse.json({
          success: false,
          msg: '当前账号未绑定手机号，无法发送验证码',
          data: null,
        }),
      ),
    )
    const { user, dialog } = setup()
    await user.click(dialog.getByRole('button', { name: /获取验证码/ }))
    expect(await screen.findByText('当前账号未绑定手机号，无法发送验证码')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByRole('button', { name: /获取验证码/ })).toBeEnabled())
  })
})
