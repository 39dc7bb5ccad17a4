import { screen } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { userUserApi } from '../../api/user-user'
import { makeStore } from '../../app/store'
import {
  dialogTitled,
  recordsIn,
  renderWithProviders,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { UserEditDialog } from './user-edit-dialog'
import type { UserVariant } from './user-form'

// 编辑企业用户 and 编辑系统用户 against a backend that stores EditUserInfo's body whole: a change
// of one field leaves every other column of the user as it was (the login, the company, the
// roles and the columns the app never reads among them).

const LIST = '/Api/User/user_user/GetUserList'
const ALL = { pageIndex: 1, pageSize: 1000 }

async function editOne(
  who: 'admin' | 'company',
  userId: string,
  variant: UserVariant,
  label: string,
  value: string,
) {
  loginAs(who)
  const wire = watchWire()
  const store = makeStore()
  const page = await store.dispatch(userUserApi.endpoints.getUserList.initiate(ALL)).unwrap()
  const row = page.rows.find((r) => r.userId === userId)!
  renderWithProviders(<UserEditDialog open variant={variant} user={row} onClose={vi.fn()} />, {
    store,
  })
  const form = await dialogTitled(variant === 'system' ? '编辑系统用户' : '编辑企业用户')
  const user = setupUser()
  await user.clear(form.getByLabelText(label))
  await user.type(form.getByLabelText(label), value)
  await user.click(form.getByRole('button', { name: /确\s*定/ }))
  expect(await screen.findByText('修改成功')).toBeInTheDocument()
  const [answer] = await wire.answers(LIST)
  const loaded = recordsIn(answer.data).find((r) => r.userId === userId)!
  const stored = await storedRecord(LIST, (r) => r.userId === userId, { who, body: ALL })
  return { loaded, stored }
}

describe('the user edit against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('编辑企业用户: a new name, and every other column as it was', async () => {
    const { loaded, stored } = await editOne('company', 'u-learner', 'company', '姓名', '张伟伟')
    // the answer carries columns nobody documents: they must survive too
    expect(loaded).toHaveProperty('CreatorId')
    expect(loaded).toMatchObject({ accountCode: 'learner', companyCode: 'C002' })
    expect(stored).toEqual({ ...loaded, chnName: '张伟伟' })
  })

  it('编辑系统用户: a new e-mail, and every other column as it was', async () => {
    const { loaded, stored } = await editOne(
      'admin',
      'u-company',
      'system',
      '邮箱',
      'li@example.cn',
    )
    expect(stored).toEqual({ ...loaded, email: 'li@example.cn' })
  })
})
