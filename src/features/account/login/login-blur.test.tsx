import { act, screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders, setupUser } from '../../../testing'
import { LoginDialog } from './login-dialog'
import { LoginForm } from './login-form'

const usernameError = () => screen.queryByText('请输入用户名')

describe('login form: 请输入用户名 only when the user leaves the field', () => {
  it('stays quiet when the user goes to 忘记密码?, and still checks a real blur', async () => {
    const user = setupUser()
    renderWithProviders(<LoginForm autoFocus onSuccess={() => {}} />)
    const username = screen.getByLabelText('用户名')
    expect(username).toHaveFocus()

    await user.click(screen.getByRole('button', { name: '忘记密码?' }))
    expect(await screen.findByRole('dialog', { name: '找回密码' })).toBeInTheDocument()
    expect(usernameError()).not.toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(usernameError()).not.toBeInTheDocument()

    // leaving the empty field for the password is a real blur
    await user.click(username)
    await user.tab()
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument()
  })

  it('checks the field when the user clicks elsewhere on the page', async () => {
    const user = setupUser()
    renderWithProviders(<LoginForm autoFocus onSuccess={() => {}} />)
    expect(screen.getByLabelText('用户名')).toHaveFocus()
    await user.click(document.body)
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument()
  })

  it('in the dialog: the page taking the focus away (a dialog closing behind) is not a blur', async () => {
    const user = setupUser()
    renderWithProviders(
      <>
        <button type="button">热门课程</button>
        <LoginDialog open onClose={() => {}} onSuccess={() => {}} />
      </>,
    )
    const dialog = within(await screen.findByRole('dialog', { name: '培训登录' }))
    const username = dialog.getByLabelText('用户名')
    await waitFor(() => expect(username).toHaveFocus())
    // what the closing player dialog does: focus back to the course card it opened from
    act(() => screen.getByRole('button', { name: '热门课程', hidden: true }).focus())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(usernameError()).not.toBeInTheDocument()

    // inside the dialog, leaving for the password field is checked, and so is submit
    await user.click(username)
    await user.tab()
    expect(await dialog.findByText('请输入用户名')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: /登\s*录/ }))
    expect(await dialog.findByText('请输入密码')).toBeInTheDocument()
  })
})
