import { screen, within } from '@testing-library/react'
import { loginAs, watchWire } from '../../../../mocks/test-harness'
import { makeStore } from '../../../app/store'
import {
  recordsIn,
  renderWithProviders,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../../testing'
import { UserInfoDialog } from './user-info-dialog'

// 编辑资料 against a backend that stores UpdateUserInfoByUser's body whole: a new WeChat id, and
// every other column of the user's own record as it was.

const INFO = '/Api/User/user_user/GetUserInfo'

describe('编辑资料 against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('a new WeChat id, and every other column as it was', async () => {
    loginAs('learner')
    const wire = watchWire()
    const user = setupUser()
    renderWithProviders(<UserInfoDialog open onClose={vi.fn()} />, { store: makeStore() })
    const dialog = within(await screen.findByRole('dialog', { name: '编辑资料' }))
    await user.clear(await dialog.findByLabelText('微信'))
    await user.type(dialog.getByLabelText('微信'), 'zw_new')
    await user.click(dialog.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const [answer] = await wire.answers(INFO)
    const [loaded] = recordsIn(answer.data)
    expect(loaded).toMatchObject({ accountCode: 'learner', CreatorId: expect.any(String) })
    const stored = await storedRecord(INFO, () => true, { who: 'learner' })
    expect(stored).toEqual({ ...loaded, weChat: 'zw_new' })
  })
})
