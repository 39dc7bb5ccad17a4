import { screen, within } from '@testing-library/react'
import { watchWire } from '../../../mocks/test-harness'
import { sysRoleApi } from '../../api/sys-role'
import {
  findDialog,
  recordsIn,
  renderWithProviders,
  setupUser,
  signedInStore,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { RoleDialog } from './role-dialog'

// 编辑角色 against a backend that stores EidtRole's body whole: a new name, and every other
// column of the role as it was.

const LIST = '/Api/SysConfig/sys_role/GetRoleListPage'
const ALL = { PageIndex: 1, pageRows: 1000 }

describe('the role edit against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('a new name, and every other column as it was', async () => {
    const store = await signedInStore('admin')
    const wire = watchWire()
    const page = await store.dispatch(sysRoleApi.endpoints.getRoleListPage.initiate(ALL)).unwrap()
    const role = page.rows.find((r) => r.code === 'R05')!
    const user = setupUser()
    renderWithProviders(<RoleDialog open role={role} onClose={vi.fn()} />, { store })
    const dialog = within(await findDialog('编辑角色'))
    await dialog.findByText('学习中心', {}, { timeout: 15000 })
    await user.clear(dialog.getByLabelText('角色名称'))
    await user.type(dialog.getByLabelText('角色名称'), '学员（新）')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [answer] = await wire.answers(LIST)
    const loaded = recordsIn(answer.data).find((r) => r.code === 'R05')!
    expect(loaded).toHaveProperty('RowVersion')
    const stored = await storedRecord(LIST, (r) => r.code === 'R05', { who: 'admin', body: ALL })
    expect(stored).toEqual({ ...loaded, roleName: '学员（新）' })
  })
})
