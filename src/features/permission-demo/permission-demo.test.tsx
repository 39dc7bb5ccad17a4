import { screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { db } from '../../../mocks/db'
import { actionsFor } from '../../../mocks/menu-tree'
import { makeStore } from '../../app/store'
import { loginAs } from '../../../mocks/test-harness'
import { preloadRoutes, renderApp, renderWithProviders } from '../../testing'
import { Component as DirectivePage } from './directive-page'
import { Component as PermissionPage } from './permission-page-page'
import { Component as RolePage } from './role-page'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/permission/directive'), 60_000)

const HIDDEN = '当前账号不满足条件，此处内容已隐藏'

/** The session the guard would load for a seeded account (its roles and action values). */
function sessionOf(userId: string, extraRoles: string[] = []) {
  const user = db.users.find((u) => u.userId === userId)!
  return makeStore({
    session: {
      roles: [...user.roleNameList, ...extraRoles],
      info: null,
      actions: actionsFor(user),
      menuRoutes: [],
    },
  })
}

const show = (Page: ComponentType, store: ReturnType<typeof makeStore>) =>
  renderWithProviders(<Page />, { store })
const roles = () => within(screen.getByLabelText('当前角色'))
const item = (rule: string) => within(screen.getByText(rule).closest('li')!)

describe('permission demo pages', () => {
  it('指令权限 as admin: every role and action check shows its content but editor-only', () => {
    show(DirectivePage, sessionOf('u-admin'))
    expect(roles().getByText('admin')).toBeInTheDocument()
    expect(roles().getByText('平台管理员')).toBeInTheDocument()
    expect(
      item('角色检查：仅 admin 角色可见').getByText('只有 admin 角色能看到这段内容'),
    ).toBeInTheDocument()
    expect(item('角色检查：仅 editor 角色可见').queryByText(/只有 editor/)).toBeNull()
    expect(item('角色检查：仅 editor 角色可见').getByText(HIDDEN)).toBeInTheDocument()
    expect(item('角色检查：仅 admin 或 editor 角色可见').queryByText(HIDDEN)).toBeNull()
    for (const code of ['role.add', 'role.edit', 'User.AddUser'])
      expect(item(`权限检查：持有权限值 ${code} 才可见`).queryByText(HIDDEN)).toBeNull()
  })

  it('指令权限 as the company account: no demo role, no role.add, but User.AddUser', () => {
    show(DirectivePage, sessionOf('u-company'))
    expect(roles().getByText('企业管理员')).toBeInTheDocument()
    expect(screen.queryByText('只有 admin 角色能看到这段内容')).toBeNull()
    expect(screen.queryByText('admin 或 editor 角色都能看到这段内容')).toBeNull()
    expect(item('权限检查：持有权限值 role.add 才可见').getByText(HIDDEN)).toBeInTheDocument()
    expect(item('权限检查：持有权限值 role.edit 才可见').getByText(HIDDEN)).toBeInTheDocument()
    expect(
      item('权限检查：持有权限值 User.AddUser 才可见').getByText(/User\.AddUser）才能看到/),
    ).toBeInTheDocument()
  })

  it('指令权限 as the company account given the editor role: the editor content shows', () => {
    show(DirectivePage, sessionOf('u-company', ['editor']))
    expect(screen.getByText('只有 editor 角色能看到这段内容')).toBeInTheDocument()
    expect(screen.queryByText('只有 admin 角色能看到这段内容')).toBeNull()
  })

  it('页面权限: the admin gets the link to 角色权限, an editor does not', () => {
    const admin = show(PermissionPage, sessionOf('u-admin'))
    expect(screen.getByRole('link', { name: '角色权限' })).toHaveAttribute(
      'href',
      '/permission/role',
    )
    expect(screen.getByRole('link', { name: '指令权限' })).toBeInTheDocument()
    admin.unmount()
    show(PermissionPage, sessionOf('u-company', ['editor']))
    expect(screen.queryByRole('link', { name: '角色权限' })).toBeNull()
    expect(roles().getByText('editor')).toBeInTheDocument()
  })

  it('角色权限: shows the current roles and that only admin may enter', () => {
    show(RolePage, sessionOf('u-admin'))
    expect(roles().getByText('admin')).toBeInTheDocument()
    expect(screen.getByText('你是 admin，可以进入本页')).toBeInTheDocument()
    expect(screen.getByText(/仅允许 admin 角色进入/)).toBeInTheDocument()
  })

  it('the company account cannot open them: the routes send it to 401', async () => {
    loginAs('company')
    const { router } = renderApp('/permission/directive')
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'))
  })
})
