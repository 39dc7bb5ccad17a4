import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, setupUser } from '../../../testing'
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
