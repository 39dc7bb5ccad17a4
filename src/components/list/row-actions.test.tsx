import { screen } from '@testing-library/react'
import { makeStore } from '../../app/store'
import { renderWithProviders, setupUser } from '../../testing'
import { RowActions, type RowAction } from './row-actions'

const storeWith = (actions: string[]) =>
  makeStore({ session: { roles: ['平台管理员'], info: null, actions, menuRoutes: [] } })

const actions = (calls: string[]): RowAction[] =>
  [
    ['edit', '编辑', 'User.Edit'],
    ['delete', '删除', 'User.Delete'],
    ['password', '重置密码', 'User.ResetPwd'],
    ['roles', '分配角色', 'User.SetRole'],
  ].map(([key, label, permission]) => ({
    key,
    label,
    permission,
    danger: key === 'delete',
    onClick: () => calls.push(key),
  }))

const all = ['User.Edit', 'User.Delete', 'User.ResetPwd', 'User.SetRole']

describe('RowActions', () => {
  it('shows the first actions as buttons and the rest under 更多', async () => {
    const user = setupUser()
    const calls: string[] = []
    renderWithProviders(<RowActions actions={actions(calls)} />, { store: storeWith(all) })
    await user.click(screen.getByRole('button', { name: '编辑' }))
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /更多/ }))
    await user.click(await screen.findByRole('menuitem', { name: '分配角色' }))
    expect(calls).toEqual(['edit', 'roles'])
  })

  it('hides the actions whose permission the user lacks', () => {
    renderWithProviders(<RowActions actions={actions([])} />, {
      store: storeWith(['User.Edit', 'User.ResetPwd']),
    })
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument()
    // a lone remaining action is a button, not a 更多 menu of one
    expect(screen.getByRole('button', { name: '重置密码' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /更多/ })).not.toBeInTheDocument()
  })

  it('renders nothing when no action remains, and keeps actions without a permission', () => {
    const { unmount } = renderWithProviders(
      <span data-testid="cell">
        <RowActions actions={actions([])} />
      </span>,
      { store: storeWith([]) },
    )
    expect(screen.getByTestId('cell')).toBeEmptyDOMElement()
    unmount()
    renderWithProviders(
      <RowActions actions={[{ key: 'view', label: '查看', onClick: () => {}, disabled: true }]} />,
      { store: storeWith([]) },
    )
    expect(screen.getByRole('button', { name: '查看' })).toBeDisabled()
  })
})
