import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { watchWire } from '../../../mocks/test-harness'
import { userRow } from '../../../mocks/views'
import { antd, renderWithProviders, signedInStore, setupUser } from '../../testing'
import { UserRoleDialog } from './user-role-dialog'

const rowOf = (userId: string) => userRow(db.users.find((u) => u.userId === userId)!)
const option = antd.selectOption

/** The administrator, signed in with a loaded session, adds 讲师 to the roles of `userId`. */
async function addLecturer(userId: string) {
  const store = await signedInStore()
  const wire = watchWire()
  const onClose = vi.fn()
  const user = setupUser()
  renderWithProviders(<UserRoleDialog open user={rowOf(userId)} onClose={onClose} />, { store })
  const dialog = within(screen.getByRole('dialog', { name: '配置角色' }))
  const roles = dialog.getByLabelText('角色')
  // the role list is in once the picker offers it
  await waitFor(async () => expect(await wire.to('/GetRoleListPage')).toHaveLength(1))
  await user.click(roles)
  await user.click(await option('讲师'))
  await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
  expect(await screen.findByText('设置成功')).toBeInTheDocument()
  await waitFor(() => expect(onClose).toHaveBeenCalled())
  return { wire, store }
}

describe('UserRoleDialog and the session', { timeout: 40_000 }, () => {
  it('saving one’s own roles reloads one’s menus and action values, once', async () => {
    const { wire, store } = await addLecturer('u-admin')
    await waitFor(async () => expect(await wire.to('/GetUserMenuList')).toHaveLength(1))
    expect(await wire.to('/GetUserActionValue')).toHaveLength(1)
    await waitFor(() => expect(store.getState().session.roles).toContain('讲师'))
  })

  it('a session that did not say who one is (documented answers only) reloads after any save', async () => {
    setDocumentedOnly(true)
    try {
      const { wire } = await addLecturer('u-learner')
      await waitFor(async () => expect(await wire.to('/GetUserMenuList')).toHaveLength(1))
    } finally {
      setDocumentedOnly(undefined)
    }
  })

  it('saving another user’s roles leaves one’s session alone', async () => {
    const { wire, store } = await addLecturer('u-learner')
    expect((await wire.to('/SaveUserRole')).map((r) => r.body)).toEqual([
      { UserId: 'u-learner', RoleList: ['R04', 'R05'] },
    ])
    expect(await wire.to('/GetUserMenuList')).toHaveLength(0)
    expect(store.getState().session.roles).not.toContain('讲师')
  })
})
