import { act, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { preloadRoutes, renderApp, setupUser } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/dashboard', '/system/user', '/system/role'), 60_000)

async function sidebarMenu() {
  return within(await screen.findByRole('navigation', { name: '主菜单' }))
}

describe('Sidebar', () => {
  it('shows the server menus and the user block for an admin, without the template pages', async () => {
    loginAs('admin')
    renderApp('/dashboard')
    const menu = await sidebarMenu()
    expect(menu.getByRole('link', { name: '我的首页' })).toHaveAttribute('href', '/dashboard')
    for (const group of ['学习中心', '培训管理', '系统管理', '通知公告']) {
      expect(menu.getByText(group)).toBeInTheDocument()
    }
    // the template's /permission pages stay reachable but are not product menus
    expect(menu.queryByText('权限测试页')).not.toBeInTheDocument()
    const sidebar = screen.getByRole('complementary', { name: '侧边栏' })
    expect(within(sidebar).getByText('王建国')).toBeInTheDocument()
    expect(within(sidebar).getByText('平台管理员')).toBeInTheDocument()
  })

  it('shows a learner only the learner menus, without 系统管理 or the permission group', async () => {
    loginAs('learner')
    renderApp('/dashboard')
    const menu = await sidebarMenu()
    expect(menu.getByText('学习中心')).toBeInTheDocument()
    expect(menu.queryByText('系统管理')).not.toBeInTheDocument()
    expect(menu.queryByText('培训管理')).not.toBeInTheDocument()
    expect(menu.queryByText('权限测试页')).not.toBeInTheDocument()
  })

  it('opens a group and navigates to the titled page of a menu item', async () => {
    loginAs('admin')
    const user = setupUser()
    const { router } = renderApp('/dashboard')
    const menu = await sidebarMenu()
    await user.click(menu.getByText('系统管理'))
    await user.click(await menu.findByRole('link', { name: '用户管理' }))
    expect(await screen.findByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/system/user')
    expect(menu.getByRole('menuitem', { name: /用户管理/ })).toHaveClass('ant-menu-item-selected')
  })

  it('navigates from the keyboard', async () => {
    loginAs('admin')
    const user = setupUser()
    const { router } = renderApp('/system/user')
    const menu = await sidebarMenu()
    await menu.findByRole('link', { name: '角色管理' })
    for (let i = 0; i < 40 && document.activeElement?.textContent !== '角色管理'; i++)
      await user.tab()
    expect(document.activeElement).toHaveTextContent('角色管理')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'))
  })

  it('opens the group of the current page on arrival', async () => {
    loginAs('admin')
    renderApp('/system/role')
    const menu = await sidebarMenu()
    expect(await menu.findByRole('link', { name: '角色管理' })).toBeVisible()
  })

  it('becomes a drawer below 992 px that the hamburger opens and navigation closes', async () => {
    loginAs('admin')
    const width = window.innerWidth
    window.innerWidth = 800
    try {
      const user = setupUser()
      const { store, router } = renderApp('/dashboard')
      await screen.findByRole('heading', { level: 1, name: '我的首页' })
      expect(store.getState().app.device).toBe('mobile')
      expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: '展开侧边栏' }))
      const menu = await sidebarMenu()
      await user.click(menu.getByText('学习中心'))
      await user.click(await menu.findByRole('link', { name: '我的学习' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/study/index'))
      await waitFor(() => expect(store.getState().app.drawerOpened).toBe(false))
    } finally {
      window.innerWidth = width
    }
  })

  it('a phone-width moment folds nothing for good: back at desktop width, and on the next visit, the sidebar is as the user left it', async () => {
    loginAs('admin')
    const width = window.innerWidth
    try {
      const first = renderApp('/dashboard')
      await screen.findByRole('heading', { level: 1, name: '我的首页' })
      expect(screen.getByRole('button', { name: '收起侧边栏' })).toBeInTheDocument()
      act(() => {
        window.innerWidth = 500
        window.dispatchEvent(new Event('resize'))
      })
      expect(await screen.findByRole('button', { name: '展开侧边栏' })).toBeInTheDocument()
      act(() => {
        window.innerWidth = width
        window.dispatchEvent(new Event('resize'))
      })
      expect(await screen.findByRole('button', { name: '收起侧边栏' })).toBeInTheDocument()
      expect(Cookies.get('sidebarStatus')).toBeUndefined()
      first.unmount()
      renderApp('/dashboard')
      await screen.findByRole('heading', { level: 1, name: '我的首页' })
      expect(screen.getByRole('button', { name: '收起侧边栏' })).toBeInTheDocument()
    } finally {
      window.innerWidth = width
    }
  })

  it('starts collapsed when its cookie says so, and remembers being opened', async () => {
    Cookies.set('sidebarStatus', '0')
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' })
    const toggle = screen.getByRole('button', { name: '展开侧边栏' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const sidebar = screen.getByRole('complementary', { name: '侧边栏' })
    expect(sidebar).toHaveClass('ant-layout-sider-collapsed')
    // Collapsed, the user block shows the avatar without the name.
    expect(within(sidebar).queryByText('王建国')).not.toBeInTheDocument()

    await user.click(toggle)
    expect(screen.getByRole('button', { name: '收起侧边栏' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(sidebar).not.toHaveClass('ant-layout-sider-collapsed')
    expect(Cookies.get('sidebarStatus')).toBe('1')
  })
})
