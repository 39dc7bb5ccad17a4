import { screen, waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  dialogTitled,
  ownColumns,
  recordsIn,
  renderWithProviders,
  rowOf,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { Component as MenusPage } from './menus-page'

// 编辑菜单 against a backend that stores EditAction's body whole: a new name, and every other
// column of the entry (its value and its buttons among them) as it was.

const BY_ID = '/Api/SysConfig/sys_action/GetActionById'

describe('the menu edit against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('a new name, and every other column as it was', async () => {
    loginAs('admin')
    const wire = watchWire()
    const user = setupUser()
    renderWithProviders(<MenusPage />)
    const row = await rowOf('菜单列表', '角色管理')
    await user.click(row.getByRole('button', { name: /^编\s*辑$/ }))
    const form = await dialogTitled('编辑菜单')
    await waitFor(() => expect(form.getByLabelText('菜单名')).toHaveValue('角色管理'))
    await user.clear(form.getByLabelText('菜单名'))
    await user.type(form.getByLabelText('菜单名'), '角色配置')
    await user.click(form.getByRole('button', { name: /^确\s*定$/ }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [answer] = await wire.answers(BY_ID)
    const loaded = ownColumns(recordsIn(answer.data)[0])!
    expect(loaded).toMatchObject({ id: 32, roleList: expect.any(Array) })
    const stored = await storedRecord(BY_ID, (r) => r.id === 32, {
      who: 'admin',
      method: 'GET',
      query: { Id: 32 },
    })
    expect(stored).toEqual({ ...loaded, name: '角色配置' })
  })
})
