import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preferReducedMotion, renderWithProviders, setupUser } from '../../../testing'
import { LoginDialog } from './login-dialog'
import { LoginForm } from './login-form'

describe('LoginForm focus', () => {
  it('opens with the focus in 用户名; after a switch of tab the focus stays on the tab', async () => {
    const user = setupUser()
    renderWithProviders(<LoginForm onSuccess={vi.fn()} autoFocus />)
    expect(await screen.findByLabelText('用户名')).toHaveFocus()
    const passwordTab = screen.getByRole('tab', { name: '账号密码登录' })
    await user.click(passwordTab)
    await user.keyboard('{ArrowRight}')
    const phoneTab = screen.getByRole('tab', { name: '手机验证码登录' })
    expect(phoneTab).toHaveAttribute('aria-selected', 'true')
    await screen.findByLabelText('手机号')
    expect(phoneTab).toHaveFocus()
    // the arrow keys go on moving between the tabs, not the caret in the phone box
    await user.keyboard('{ArrowLeft}')
    expect(passwordTab).toHaveFocus()
    expect(await screen.findByLabelText('用户名')).not.toHaveFocus()
  })
})

describe('LoginDialog focus with reduced motion', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens at once with the focus in 用户名, not on the dialog box', async () => {
    preferReducedMotion()
    function Opener() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button onClick={() => setOpen(true)}>培训登录入口</button>
          <LoginDialog open={open} onClose={() => setOpen(false)} onSuccess={() => {}} />
        </>
      )
    }
    renderWithProviders(<Opener />)
    await setupUser().click(screen.getByRole('button', { name: '培训登录入口' }))
    const dialog = within(await screen.findByRole('dialog', { name: '培训登录' }))
    const username = await dialog.findByLabelText('用户名')
    // by then antd has focused the dialog's box; the field gets the focus back when it has opened
    await waitFor(() => expect(username).toHaveFocus())
  })
})
