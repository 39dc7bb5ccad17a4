import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, setupUser } from '../../testing'
import { PublicFrame } from './public-frame'
import { usePublicLogin } from './public-login-context'

function Opener() {
  const { openLogin } = usePublicLogin()
  return (
    <button type="button" onClick={() => openLogin('/trainres/study?id=1002')}>
      登录后学习
    </button>
  )
}

function renderFrame(route = '/page') {
  return renderWithProviders(
    <PublicFrame>
      <Opener />
      <input aria-label="草稿" />
    </PublicFrame>,
    { route, path: '/page' },
  )
}

async function logIn() {
  const dialog = within(await screen.findByRole('dialog', { name: '培训登录' }))
  const user = setupUser()
  await user.type(dialog.getByLabelText('用户名'), 'learner')
  await user.type(dialog.getByLabelText('密码'), 'Learner@123')
  await user.click(dialog.getByRole('button', { name: /登\s*录/ }))
}

describe('PublicFrame', () => {
  it('logs in to the target the opener named', async () => {
    const { router } = renderFrame()
    await setupUser().click(screen.getByRole('button', { name: '登录后学习' }))
    await logIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainres/study'))
    expect(router.state.location.search).toBe('?id=1002')
  })

  it('logs in from the header to the dashboard', async () => {
    const { router } = renderFrame()
    await setupUser().click(screen.getByRole('button', { name: /培训登录/ }))
    await logIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('shows the top navigation (link group 1) by default and routes footer links inside the app', async () => {
    const { router } = renderFrame()
    const nav = within(screen.getByRole('navigation', { name: '顶部导航' }))
    expect(await nav.findByRole('link', { name: '第一课堂' })).toHaveAttribute(
      'href',
      '/firstclassindex',
    )
    await setupUser().click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: '合作单位' }),
    )
    expect(router.state.location.pathname).toBe('/company')
  })

  it('keeps the page mounted when only the query changes', async () => {
    const { router } = renderFrame('/page?page=1')
    const draft = screen.getByRole('textbox', { name: '草稿' })
    await setupUser().type(draft, '未提交的内容')
    await act(() => router.navigate('/page?page=2'))
    expect(router.state.location.search).toBe('?page=2')
    expect(screen.getByRole('textbox', { name: '草稿' })).toBe(draft)
    expect(draft).toHaveValue('未提交的内容')
    expect(draft).toHaveFocus()
  })
})
