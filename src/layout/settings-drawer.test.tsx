import { cleanup, screen, waitFor } from '@testing-library/react'
import { antd, findDialog, preloadRoutes, renderApp, setupUser } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/dashboard'), 60_000)

const stored = () =>
  JSON.parse(localStorage.getItem('yd-settings') ?? '{}') as Record<string, unknown>

describe('Settings drawer', () => {
  it('switches the tags view, the sidebar logo and the fixed header and keeps them for the next visit', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await screen.findByRole('navigation', { name: '已打开的页面' })
    await user.click(screen.getByRole('button', { name: '系统布局配置' }))
    expect(await findDialog('系统布局配置')).toBeInTheDocument()

    await user.click(screen.getByRole('switch', { name: '开启 Tags-View' }))
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument(),
    )
    expect(stored().tagsView).toBe(false)

    expect(screen.getByRole('link', { name: /回到我的首页/ })).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: '侧边栏 Logo' }))
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /回到我的首页/ })).not.toBeInTheDocument(),
    )
    expect(stored().sidebarLogo).toBe(false)

    expect(screen.getByRole('switch', { name: '固定 Header' })).toBeChecked()
    await user.click(screen.getByRole('switch', { name: '固定 Header' }))
    expect(stored().fixedHeader).toBe(false)
  })

  it('fixes the header (navbar and tabs) to the top only while 固定 Header is on', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    const header = () => screen.getByRole('banner').parentElement!
    expect(header()).toHaveClass('app-header', 'is-fixed')
    await user.click(screen.getByRole('button', { name: '系统布局配置' }))
    await user.click(await screen.findByRole('switch', { name: '固定 Header' }))
    await waitFor(() => expect(header()).not.toHaveClass('is-fixed'))
    await user.click(screen.getByRole('switch', { name: '固定 Header' }))
    await waitFor(() => expect(header()).toHaveClass('is-fixed'))
  })

  it('applies a typed theme colour and keeps it for the next visit', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    await user.click(screen.getByRole('button', { name: '系统布局配置' }))
    await user.click(await screen.findByLabelText('主题色'))
    const hex = await antd.colorHexInput()
    await user.clear(hex)
    await user.type(hex, 'eb2f96')
    await waitFor(() => expect(stored().theme).toBe('#eb2f96'))

    // A new visit: the open tab is drawn in the saved colour.
    cleanup()
    renderApp('/dashboard')
    const tabs = await screen.findByRole('navigation', { name: '已打开的页面' })
    const active = await waitFor(() => {
      const item = tabs.querySelector<HTMLElement>('.tags-view__item.is-active')
      expect(item).not.toBeNull()
      return item!
    })
    expect(active.style.background).toBe('rgb(235, 47, 150)')
  })

  it('starts from the saved settings', async () => {
    localStorage.setItem('yd-settings', JSON.stringify({ tagsView: false }))
    loginAs('admin')
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument()
  })
})
