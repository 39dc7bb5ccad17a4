import { screen } from '@testing-library/react'
import { makeStore } from '../app/store'
import { renderWithProviders } from '../testing'
import { ActionCheck } from './action-check'
import { useHasAction } from '../lib/use-permission'

function storeWith(actions: string[]) {
  return makeStore({ session: { roles: ['学员'], info: null, actions, menuRoutes: [] } })
}

function Probe() {
  return <span>{useHasAction(['User.SysEdit', 'User.AddUser']) ? '可以' : '不可以'}</span>
}

describe('ActionCheck', () => {
  it('renders its children only when the user holds the action value', () => {
    renderWithProviders(
      <>
        <ActionCheck code="User.AddUser">
          <button>新增</button>
        </ActionCheck>
        <ActionCheck code="User.ExportInUser">
          <button>导入</button>
        </ActionCheck>
        <Probe />
      </>,
      { store: storeWith(['User.AddUser']) },
    )
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument()
    expect(screen.getByText('可以')).toBeInTheDocument()
  })

  it('hides everything from a user without actions', () => {
    renderWithProviders(
      <>
        <ActionCheck code="User.AddUser">
          <button>新增</button>
        </ActionCheck>
        <Probe />
      </>,
      { store: storeWith([]) },
    )
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(screen.getByText('不可以')).toBeInTheDocument()
  })
})
