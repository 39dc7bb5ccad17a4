import { screen } from '@testing-library/react'
import { makeStore } from '../app/store'
import { renderWithProviders } from '../testing'
import { RoleCheck } from './role-check'

function storeWith(roles: string[] | null) {
  return makeStore({ session: { roles, info: null, actions: [], menuRoutes: [] } })
}

const ui = (
  <>
    <RoleCheck roles={['admin']}>
      <p>仅管理员可见</p>
    </RoleCheck>
    <RoleCheck roles={['admin', 'editor']}>
      <p>管理员和编辑可见</p>
    </RoleCheck>
  </>
)

describe('RoleCheck', () => {
  it('shows admin content to an admin', () => {
    renderWithProviders(ui, { store: storeWith(['平台管理员', 'admin']) })
    expect(screen.getByText('仅管理员可见')).toBeInTheDocument()
    expect(screen.getByText('管理员和编辑可见')).toBeInTheDocument()
  })

  it('shows an editor only what editors may see', () => {
    renderWithProviders(ui, { store: storeWith(['editor']) })
    expect(screen.queryByText('仅管理员可见')).not.toBeInTheDocument()
    expect(screen.getByText('管理员和编辑可见')).toBeInTheDocument()
  })

  it('hides both from a learner and from a session not loaded yet', () => {
    renderWithProviders(ui, { store: storeWith(['学员']) })
    expect(screen.queryByText(/可见/)).not.toBeInTheDocument()
  })
})
