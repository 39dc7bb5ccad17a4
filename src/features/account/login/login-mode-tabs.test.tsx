import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, it, vi } from 'vitest'
import type { LoginMode } from './use-login'
import { LoginModeTabs } from './login-mode-tabs'
import { setupUser } from '../../../testing'

function Tabs({ onIntent }: { onIntent?: (key: LoginMode) => void }) {
  const [mode, setMode] = useState<LoginMode>('password')
  return (
    <LoginModeTabs
      tabs={[
        { key: 'password', label: '账号密码登录' },
        { key: 'phone', label: '手机验证码登录' },
      ]}
      active={mode}
      onChange={setMode}
      onIntent={onIntent}
    >
      <p>{mode === 'password' ? '密码的字段' : '手机的字段'}</p>
    </LoginModeTabs>
  )
}

it('is one tab stop; the arrow keys, Home and End choose the way in, and the panel follows', async () => {
  const user = setupUser()
  render(<Tabs />)
  const password = screen.getByRole('tab', { name: '账号密码登录' })
  const phone = screen.getByRole('tab', { name: '手机验证码登录' })
  expect(screen.getByRole('tablist', { name: '登录方式' })).toBeInTheDocument()
  expect(password).toHaveAttribute('aria-selected', 'true')
  expect(phone).toHaveAttribute('tabindex', '-1')
  expect(screen.getByRole('tabpanel', { name: '账号密码登录' })).toHaveTextContent('密码的字段')

  await user.tab()
  expect(password).toHaveFocus()
  await user.keyboard('{ArrowRight}')
  expect(phone).toHaveFocus()
  expect(phone).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel', { name: '手机验证码登录' })).toHaveTextContent('手机的字段')
  await user.keyboard('{ArrowRight}')
  expect(password).toHaveFocus()
  await user.keyboard('{End}')
  expect(phone).toHaveFocus()
  await user.keyboard('{Home}')
  expect(password).toHaveAttribute('aria-selected', 'true')
})

it('says which tab is pointed at, so its code can load before the click', async () => {
  const user = setupUser()
  const onIntent = vi.fn()
  render(<Tabs onIntent={onIntent} />)
  await user.hover(screen.getByRole('tab', { name: '手机验证码登录' }))
  expect(onIntent).toHaveBeenCalledWith('phone')
})
