import { act, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { preloadRoutes, renderApp, setupUser } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/dashboard', '/system/user', '/permission/directive'), 60_000)

async function breadcrumbTexts() {
  const nav = await screen.findByRole('navigation', { name: '面包屑' })
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\/$/, '').trim())
}

describe('Navbar', () => {
  it('shows the unread message count linking to the message centre', async () => {
    loginAs('admin')
    renderApp('/dashboard')
    const bell = await screen.findByRole('link', { name: '消息中心，3 条未读' })
    expect(bell).toHaveAttribute('href', '/ydmessage/index')
  })

  it('puts 首页 first in the breadcrumb, linking to the dashboard, and the page last', async () => {
    loginAs('admin')
    renderApp('/system/user')
    await screen.findByRole('heading', { level: 1, name: '用户管理' })
    expect(await breadcrumbTexts()).toEqual(['首页', '系统管理', '用户管理'])
    const nav = screen.getByRole('navigation', { name: '面包屑' })
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard')
    expect(within(nav).queryByRole('link', { name: '系统管理' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: '用户管理' })).not.toBeInTheDocument()
  })

  it('links the parents of a fixed route and shows the dashboard crumb alone on the dashboard', async () => {
    loginAs('admin')
    const { router } = renderApp('/permission/directive')
    await screen.findByRole('heading', { level: 1, name: '指令权限' })
    expect(await breadcrumbTexts()).toEqual(['首页', '权限测试页', '指令权限'])
    await act(() => router.navigate('/dashboard'))
    await waitFor(async () => expect(await breadcrumbTexts()).toEqual(['我的首页']))
  })

  it('edits the user info from the user centre; the navbar and sidebar show the saved name', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: '用户中心：王建国' }))
    await user.click(await screen.findByRole('menuitem', { name: /编辑资料/ }))
    const dialog = await screen.findByRole('dialog', { name: '编辑资料' })
    const name = await within(dialog).findByLabelText('姓名')
    expect(name).toHaveValue('王建国')
    await user.clear(name)
    await user.type(name, '王建军')
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '用户中心：王建军' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('complementary', { name: '侧边栏' })).getByText('王建军'),
    ).toBeInTheDocument()
    expect(db.users.find((u) => u.userId === 'u-admin')!.chnName).toBe('王建军')
  })

  it('opens the change-password dialog from the user centre', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: '用户中心：王建国' }))
    await user.click(await screen.findByRole('menuitem', { name: /修改密码/ }))
    const dialog = await screen.findByRole('dialog', { name: '修改密码' })
    expect(within(dialog).getByLabelText('新密码')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('确认密码')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /获取验证码/ })).toBeEnabled()
  })

  it('logs out: calls LoginOut, drops the token and the session, and goes to /home', async () => {
    loginAs('admin', 't1')
    const seen: string[] = []
    server.use(
      http.post('*/Api/User/user_user/LoginOut', ({ request }) => {
        seen.push(request.headers.get('Authorization') ?? '')
        return HttpResponse.json({ success: true, errorCode: 0, msg: '', data: null })
      }),
    )
    const user = setupUser()
    const { router, store } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: '用户中心：王建国' }))
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    await waitFor(() => expect(Cookies.get('Admin-Token')).toBeUndefined())
    expect(seen).toEqual(['Bearer t1'])
    await waitFor(() => expect(store.getState().session.roles).toBeNull())
    expect(store.getState().tagsView.visited).toEqual([])
  })

  it('still logs out when LoginOut fails', async () => {
    loginAs('admin')
    server.use(
      http.post('*/Api/User/user_user/LoginOut', () =>
        HttpResponse.json({ success: false, errorCode: 500, msg: '服务异常', data: null }),
      ),
    )
    const user = setupUser()
    const { router } = renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: '用户中心：王建国' }))
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    await waitFor(() => expect(Cookies.get('Admin-Token')).toBeUndefined())
    expect(await screen.findByText('服务异常')).toBeInTheDocument()
  })

  it('collapses and expands the sidebar with the hamburger and keeps the state in a cookie', async () => {
    loginAs('admin')
    const user = setupUser()
    renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: '收起侧边栏' }))
    expect(Cookies.get('sidebarStatus')).toBe('0')
    expect(screen.getByRole('button', { name: '展开侧边栏' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }))
    expect(Cookies.get('sidebarStatus')).toBe('1')
  })
})
