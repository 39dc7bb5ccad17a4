import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../../mocks/db'
import { server } from '../../../../mocks/node'
import { renderWithProviders, setupUser } from '../../../testing'
import { ChangeMobileDialog } from './change-mobile-dialog'
import { loginAs } from '../../../../mocks/test-harness'

const C = '*/Api/User/user_user'

function setup() {
  loginAs('learner')
  const onClose = vi.fn()
  const onChanged = vi.fn()
  const user = setupUser(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {})
  renderWithProviders(<ChangeMobileDialog open onClose={onClose} onChanged={onChanged} />)
  const dialog = within(screen.getByRole('dialog', { name: '修改手机号' }))
  return { user, onClose, onChanged, dialog }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ChangeMobileDialog', () => {
  it('offers the code only for a valid number, sends NewPhone by GET and counts 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const sent: (string | null)[] = []
    server.use(
      http.get(`${C}/GetEditphoneCheckNum`, ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('NewPhone'))
        return undefined
      }),
    )
    const { user, dialog } = setup()
    const send = () => dialog.getByRole('button', { name: /获取验证码|秒后重新获取/ })
    expect(send()).toBeDisabled()
    await user.type(dialog.getByLabelText('新手机号'), '1390000')
    expect(send()).toBeDisabled()
    await user.type(dialog.getByLabelText('新手机号'), '9999')
    await user.click(send())
    expect(await screen.findByText('短信验证码已经发送')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: /120秒后重新获取/ })).toBeDisabled()
    expect(sent).toEqual(['13900009999'])
    await act(async () => vi.advanceTimersByTime(1000))
    expect(dialog.getByRole('button', { name: /119秒后重新获取/ })).toBeDisabled()
  })

  it('changes the number with GET EditPhone (NewPhone, CheckNum): 修改手机成功', async () => {
    const { user, dialog, onChanged, onClose } = setup()
    await user.type(dialog.getByLabelText('新手机号'), '13900009999')
    await user.type(dialog.getByLabelText('验证码'), '123456{Enter}')
    expect(await screen.findByText('修改手机成功')).toBeInTheDocument()
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('13900009999'))
    expect(onClose).toHaveBeenCalled()
    expect(db.users.find((u) => u.userId === 'u-learner')!.mobile).toBe('13900009999')
  })

  it('validates the number and the code with the spec messages', async () => {
    const { user, dialog } = setup()
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await dialog.findByText('请输入手机号')).toBeInTheDocument()
    // the code sits in a composite item: its message arrives a frame later
    expect(await dialog.findByText('请输入验证码')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('新手机号'), '12345')
    await user.tab()
    expect(await dialog.findByText('请输入正确格式的手机号')).toBeInTheDocument()
  })

  it('a wrong code keeps the dialog open with the number and code typed', async () => {
    const { user, dialog, onChanged, onClose } = setup()
    await user.type(dialog.getByLabelText('新手机号'), '13900009999')
    await user.type(dialog.getByLabelText('验证码'), '654321')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('验证码错误')).toBeInTheDocument()
    expect(onChanged).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.getByLabelText('新手机号')).toHaveValue('13900009999')
    expect(dialog.getByLabelText('验证码')).toHaveValue('654321')
  })
})
