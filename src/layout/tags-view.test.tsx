import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { preloadRoutes, renderApp, setupUser } from '../testing'
import { loginAs } from '../../mocks/test-harness'

// the shell's and the pages' code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(
  () =>
    preloadRoutes(
      '/dashboard',
      '/system/user',
      '/system/role',
      '/system/org',
      '/permission/directive',
    ),
  60_000,
)

function tagsBar() {
  return within(screen.getByRole('navigation', { name: '已打开的页面' }))
}

function tagTitles() {
  return tagsBar()
    .getAllByRole('link')
    .map((a) => a.textContent)
}

async function openAt(...paths: string[]) {
  loginAs('admin')
  const view = renderApp(paths[0])
  for (const [i, path] of paths.entries()) {
    if (i > 0) await act(() => view.router.navigate(path))
    // one page at a time, as a user clicks: wait for its tab to be the current one
    await waitFor(() =>
      expect(
        screen
          .getByRole('navigation', { name: '已打开的页面' })
          .querySelector(`a[aria-current="page"][href="${path}"]`),
      ).not.toBeNull(),
    )
  }
  return view
}

async function contextMenu(title: string, item: RegExp) {
  const user = setupUser()
  fireEvent.contextMenu(tagsBar().getByRole('link', { name: title }))
  await user.click(await screen.findByRole('menuitem', { name: item }))
}

describe('TagsView', () => {
  it('adds a tab per visited page after the pinned dashboard tab, the open one marked current', async () => {
    const { router } = await openAt('/system/user', '/permission/directive')
    expect(tagTitles()).toEqual(['我的首页', '用户管理', '指令权限'])
    expect(tagsBar().getByRole('link', { name: '指令权限' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(tagsBar().getByRole('link', { name: '用户管理' })).toHaveAttribute(
      'href',
      '/system/user',
    )
    await act(() => router.navigate('/system/user?page=2'))
    await waitFor(() =>
      expect(tagsBar().getByRole('link', { name: '用户管理' })).toHaveAttribute(
        'href',
        '/system/user?page=2',
      ),
    )
    expect(tagTitles()).toHaveLength(3)
  })

  it('keeps a tab for a page left before it rendered (two quick menu clicks)', async () => {
    const { router } = await openAt('/dashboard')
    // both in one act: the router is at /system/user (its page loaded), and React has not drawn
    // it when the second click comes
    await act(async () => {
      await router.navigate('/system/user')
      expect(router.state.location.pathname).toBe('/system/user')
      void router.navigate('/system/role')
    })
    await waitFor(() => expect(tagTitles()).toEqual(['我的首页', '用户管理', '角色管理']))
  })

  it('gives the pinned dashboard tab no close icon and the others one', async () => {
    await openAt('/dashboard', '/system/user')
    expect(tagsBar().queryByRole('button', { name: '关闭 我的首页' })).not.toBeInTheDocument()
    expect(tagsBar().getByRole('button', { name: '关闭 用户管理' })).toBeInTheDocument()
  })

  it('closes the open tab with its icon and goes to the last remaining tab', async () => {
    const user = setupUser()
    const { router } = await openAt('/dashboard', '/system/user', '/system/role')
    await user.click(tagsBar().getByRole('button', { name: '关闭 角色管理' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'))
    expect(tagTitles()).toEqual(['我的首页', '用户管理'])
  })

  it('closes a tab on middle click without leaving the open page', async () => {
    const { router } = await openAt('/dashboard', '/system/user', '/system/role')
    fireEvent.mouseUp(tagsBar().getByRole('link', { name: '用户管理' }), { button: 1 })
    await waitFor(() => expect(tagTitles()).toEqual(['我的首页', '角色管理']))
    expect(router.state.location.pathname).toBe('/system/role')
    fireEvent.mouseUp(tagsBar().getByRole('link', { name: '我的首页' }), { button: 1 })
    expect(tagTitles()).toEqual(['我的首页', '角色管理'])
  })

  it('closes the current, the other and all tabs from the right-click menu', async () => {
    const { router } = await openAt('/dashboard', '/system/user', '/system/role', '/system/org')
    await contextMenu('组织机构', /关闭当前/)
    await waitFor(() => expect(tagTitles()).toEqual(['我的首页', '用户管理', '角色管理']))
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'))

    await contextMenu('用户管理', /关闭其他/)
    await waitFor(() => expect(tagTitles()).toEqual(['我的首页', '用户管理']))
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'))

    await contextMenu('用户管理', /关闭所有/)
    await waitFor(() => expect(tagTitles()).toEqual(['我的首页']))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('disables 关闭当前 for the pinned tab', async () => {
    await openAt('/dashboard', '/system/user')
    fireEvent.contextMenu(tagsBar().getByRole('link', { name: '我的首页' }))
    expect(await screen.findByRole('menuitem', { name: /关闭当前/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('refreshes a page by mounting it again at the same address', async () => {
    const { router } = await openAt('/dashboard', '/system/user?page=2')
    const before = screen.getByRole('heading', { level: 1, name: '用户管理' })
    await contextMenu('用户管理', /刷新/)
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).not.toBe(before),
    )
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/system/user?page=2',
    )
    expect(tagTitles()).toEqual(['我的首页', '用户管理'])
  })
})
