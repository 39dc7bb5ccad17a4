import { render, screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../../mocks/db'
import { setDocumentedOnly } from '../../../../mocks/documented-only'
import { loginAs, watchWire } from '../../../../mocks/test-harness'
import { makeStore } from '../../../app/store'
import { antd, dialogTitled, renderWithProviders, setupUser } from '../../../testing'
import { ProfileInfo } from '../profile-info'
import { UserInfoDialog } from './user-info-dialog'

// 编辑资料 against a backend that answers exactly the documented session info: name, avatar,
// company, department, post and roles, but none of the user's own record (login account,
// mobile, ID card, sex, QQ, WeChat, email). A save must leave those as the backend has them.

const UPDATE = '/Api/User/user_user/UpdateUserInfoByUser'
const UNREAD = '未读取到原值，留空则保持不变'

beforeEach(() => setDocumentedOnly(true))
afterEach(() => setDocumentedOnly(undefined))

const learner = () => db.users.find((u) => u.userId === 'u-learner')!

function setup() {
  loginAs('learner')
  const store = makeStore({
    session: {
      roles: ['学员'],
      info: { roleNameList: ['学员'], chnName: '张伟', sysRoles: 4, headImage: '' },
      actions: [],
      menuRoutes: [],
    },
  })
  const onClose = vi.fn()
  renderWithProviders(<UserInfoDialog open onClose={onClose} />, { store })
  return { onClose, store, user: setupUser() }
}

async function openDialog() {
  const dialog = within(await screen.findByRole('dialog', { name: '编辑资料' }))
  await dialog.findByLabelText('姓名')
  return dialog
}

const save = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /保\s*存/ })

describe('编辑资料 on the documented answers only', () => {
  it('shows what it could not read as such, forces no 性别, and saves without touching the hidden fields', async () => {
    const before = { ...learner() }
    const wire = watchWire()
    const { user, onClose, store } = setup()
    const dialog = await openDialog()
    expect(dialog.getByLabelText('登录账号')).toHaveValue('未能读取')
    expect(dialog.getByLabelText('手机号')).toHaveValue('未能读取')
    expect(dialog.getByRole('button', { name: '修改手机号' })).toBeEnabled()
    expect(dialog.getByLabelText('姓名')).toHaveValue('张伟')
    expect(dialog.getByRole('radio', { name: '男' })).not.toBeChecked()
    expect(dialog.getByRole('radio', { name: '女' })).not.toBeChecked()
    expect(dialog.getByText('未读取到原值，不选则保持不变')).toBeInTheDocument()
    for (const label of ['身份证号', 'QQ', '微信', '联系邮箱']) {
      expect(dialog.getByLabelText(label)).toHaveValue('')
      expect(dialog.getByLabelText(label)).toHaveAttribute('placeholder', UNREAD)
    }

    await user.click(save(dialog))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // the documented answer goes back as it came (the name and the avatar among it); nothing
    // it did not carry is sent
    const [loaded] = (await wire.answers<object>('/GetUserInfo')).slice(-1)
    expect((await wire.to(UPDATE)).map((r) => r.body)).toEqual([loaded.data])
    expect(loaded.data).toMatchObject({ chnName: '张伟', headImage: before.headImage })
    expect(loaded.data).not.toHaveProperty('idCard')
    expect(learner()).toMatchObject({
      sex: before.sex,
      idCard: before.idCard,
      qq: before.qq,
      weChat: before.weChat,
      email: before.email,
      mobile: before.mobile,
    })
    expect(store.getState().session.info?.chnName).toBe('张伟')
  })

  it('sends what the user typed or chose in a field it could not read', async () => {
    const wire = watchWire()
    const { user } = setup()
    const dialog = await openDialog()
    await user.type(dialog.getByLabelText('QQ'), '20086002')
    await user.click(dialog.getByRole('radio', { name: '女' }))
    await user.click(save(dialog))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const [sent] = await wire.to(UPDATE)
    const [loaded] = (await wire.answers<object>('/GetUserInfo')).slice(-1)
    expect(sent.body).toEqual({ ...loaded.data, qq: '20086002', sex: 1 })
    expect(sent.body).not.toHaveProperty('weChat')
    expect(learner()).toMatchObject({ qq: '20086002', sex: 1, weChat: 'zhangwei_sz' })
  })

  it('个人中心 says the mobile could not be read, and an empty post 未填写', () => {
    const info = {
      roleNameList: ['学员'],
      chnName: '张伟',
      comPanyName: '华东机械',
      orgName: '一车间',
    }
    render(<ProfileInfo info={{ ...info, postName: '' }} />)
    const value = antd.description
    expect(value('手机号')).toHaveTextContent('未能读取')
    expect(value('岗位')).toHaveTextContent('未填写')
    expect(value('所在部门')).toHaveTextContent('一车间')
  })

  it('修改手机号 works, and the dialog then shows the new number though GetUserInfo does not carry it', async () => {
    const { user } = setup()
    const dialog = await openDialog()
    await user.click(dialog.getByRole('button', { name: '修改手机号' }))
    const mobile = await dialogTitled('修改手机号')
    await user.type(mobile.getByLabelText('新手机号'), '13900009999')
    await user.type(mobile.getByLabelText('验证码'), '123456')
    await user.click(mobile.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('修改手机成功')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByLabelText('手机号')).toHaveValue('13900009999'))
    expect(learner().mobile).toBe('13900009999')
  })
})
