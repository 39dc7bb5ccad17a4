import { screen, waitFor } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { userRow } from '../../../mocks/views'
import {
  asLoaded,
  dialogTitled,
  queryDialog,
  renderWithProviders,
  type User,
  setupUser,
} from '../../testing'
import { UserEditDialog, type UserEditDialogProps } from './user-edit-dialog'
import type { EditableUser } from './user-form'

const EDIT = '/Api/User/user_user/EditUserInfo'
const ok = /确\s*定/
const NO_DATE = '1900-01-01 00:00:00'
const BOTH_EMPTY = '用户证件号和工号不允许同时为空'

/** A user's row as GetUserList answers it (the dialog sends it back with the edits). */
const answeredRow = (userId: string) => userRow(db.users.find((u) => u.userId === userId)!)
const rowOf = (userId: string): EditableUser => asLoaded(answeredRow(userId))

function open(props: Partial<UserEditDialogProps> = {}, who = 'company') {
  loginAs(who)
  const onClose = vi.fn()
  renderWithProviders(<UserEditDialog open variant="company" onClose={onClose} {...props} />)
  return { onClose, user: setupUser() }
}

const modal = dialogTitled

type Dialog = Awaited<ReturnType<typeof modal>>

async function pickOrg(user: User, form: Dialog, name: string) {
  await user.click(form.getByRole('button', { name: '选择部门' }))
  const picker = await modal('选择部门')
  await user.click(await picker.findByText(name))
  await user.click(picker.getByRole('button', { name: ok }))
}

async function pickPost(user: User, form: Dialog, what: '岗位' | '兼职岗位', name: string) {
  await user.click(form.getByRole('button', { name: `选择${what}` }))
  const picker = await modal(`选择${what}`)
  await user.click(await picker.findByRole('radio', { name }))
  await user.click(picker.getByRole('button', { name: ok }))
}

describe('UserEditDialog', () => {
  it('adds a company user: defaults sex 0 and status 1, the pickers, the exact body, 保存成功', async () => {
    const wire = watchWire()
    const { onClose, user } = open()
    const form = await modal('新增用户')
    expect(form.getByRole('radio', { name: '男' })).toBeChecked()
    expect(form.getByRole('radio', { name: '启用' })).toBeChecked()
    expect(form.queryByLabelText('有效期')).not.toBeInTheDocument()
    await user.type(form.getByLabelText('姓名'), ' 新同事 ')
    await user.type(form.getByLabelText('手机号'), '13912345678')
    await user.type(form.getByLabelText('工号'), 'HD9001')
    await pickOrg(user, form, '一车间')
    await waitFor(() => expect(form.getByLabelText('部门')).toHaveValue('一车间'))
    await pickPost(user, form, '岗位', '数控操作工')
    await pickPost(user, form, '兼职岗位', '安全员')
    await waitFor(() => expect(form.getByLabelText('兼职岗位')).toHaveValue('安全员'))
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const [sent] = await wire.to(EDIT)
    expect(sent.body).toEqual({
      chnName: '新同事',
      mobile: '13912345678',
      orgCode: 'C002-0201',
      orgCodeName: '一车间',
      postCode: 'C002-P04',
      postCodeName: '数控操作工',
      partTimePostCode: 'C002-P02',
      partTimePostCodeName: '安全员',
      validDate: NO_DATE,
      idCard: '',
      jobNum: 'HD9001',
      ssNo: '',
      ssAddr: '',
      ssState: '',
      email: '',
      sex: 0,
      status: 1,
    })
  })

  it('a platform user adds into the company of the filter: its departments, companyCode sent', async () => {
    const wire = watchWire()
    const { user } = open({ companyCode: 'C003' }, 'admin')
    const form = await modal('新增用户')
    await user.type(form.getByLabelText('姓名'), '陈工')
    await user.type(form.getByLabelText('手机号'), '13912340000')
    await user.type(form.getByLabelText('证件号'), '440101199001010011')
    await pickOrg(user, form, '工程管理部')
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect((await wire.to('/GetOrgTree'))[0].query.companyCode).toBe('C003')
    expect((await wire.to(EDIT))[0].body).toMatchObject({
      companyCode: 'C003',
      orgCode: 'C003-02',
      idCard: '440101199001010011',
    })
  })

  it('requires 姓名 and 手机号, checks the phone, and one of 证件号 and 工号', async () => {
    const wire = watchWire()
    const { onClose, user } = open()
    const form = await modal('新增用户')
    await user.click(form.getByRole('button', { name: ok }))
    expect(await form.findByText('请输入姓名')).toBeInTheDocument()
    expect(form.getByText('请输入手机号')).toBeInTheDocument()
    await waitFor(() => expect(form.getAllByText(BOTH_EMPTY)).toHaveLength(2))
    await user.type(form.getByLabelText('手机号'), '12345')
    expect(await form.findByText('请输入正确的手机号')).toBeInTheDocument()
    await user.type(form.getByLabelText('证件号'), 'X')
    await waitFor(() => expect(form.queryByText(BOTH_EMPTY)).not.toBeInTheDocument())
    await user.clear(form.getByLabelText('证件号'))
    await waitFor(() => expect(form.getAllByText(BOTH_EMPTY)).toHaveLength(2))
    await user.type(form.getByLabelText('工号'), 'G1')
    await waitFor(() => expect(form.queryByText(BOTH_EMPTY)).not.toBeInTheDocument())
    expect(await wire.to(EDIT)).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a row without 性别: not forced, said to be unread, and left out of the save', async () => {
    const wire = watchWire()
    const { sex: _sex, ...withoutSex } = answeredRow('u-learner')
    const { user } = open({ user: asLoaded(withoutSex) })
    const form = await modal('编辑企业用户')
    expect(form.getByText('未读取到原值，不选则保持不变')).toBeInTheDocument()
    expect(form.getByText(/未能读取以下字段的原值：性别/)).toBeInTheDocument()
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(form.queryByText('请选择性别')).toBeNull()
    expect((await wire.to(EDIT))[0].body).not.toHaveProperty('sex')
  })

  it('limits the lengths of the fields', async () => {
    const { user } = open()
    const form = await modal('新增用户')
    const limits: [string, number][] = [
      ['姓名', 50],
      ['手机号', 20],
      ['证件号', 20],
      ['工号', 30],
      ['社保号', 50],
      ['社保地址', 100],
      ['社保状态', 50],
      ['邮箱', 50],
    ]
    for (const [label, max] of limits)
      expect(form.getByLabelText(label)).toHaveAttribute('maxlength', String(max))
    await user.type(form.getByLabelText('工号'), 'A'.repeat(35))
    expect(form.getByLabelText('工号')).toHaveValue('A'.repeat(30))
  })

  it('asks for a department before a post: 请先选择部门', async () => {
    const { user } = open()
    const form = await modal('新增用户')
    await user.click(form.getByRole('button', { name: '选择岗位' }))
    expect(await screen.findByText('请先选择部门')).toBeInTheDocument()
    expect(queryDialog('选择岗位')).not.toBeInTheDocument()
  })

  it('edits a company user: another department clears the post; the exact body, 修改成功', async () => {
    const wire = watchWire()
    const answered = answeredRow('u-learner')
    const { onClose, user } = open({ user: rowOf('u-learner') })
    const form = await modal('编辑企业用户')
    expect(form.getByLabelText('姓名')).toHaveValue('张伟')
    expect(form.getByLabelText('部门')).toHaveValue('一车间')
    expect(form.getByLabelText('岗位')).toHaveValue('数控操作工')
    await pickOrg(user, form, '二车间')
    await waitFor(() => expect(form.getByLabelText('部门')).toHaveValue('二车间'))
    expect(form.getByLabelText('岗位')).toHaveValue('')
    await user.click(form.getByRole('radio', { name: '禁用' }))
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // the row as it came, every field, with the changes on top
    expect((await wire.to(EDIT)).map((r) => r.body)).toEqual([
      {
        ...answered,
        orgCode: 'C002-0202',
        orgCodeName: '二车间',
        postCode: '',
        postCodeName: '',
        status: 0,
      },
    ])
    expect(answered).toMatchObject({ validDate: NO_DATE, jobNum: 'HD0102', accountCode: 'learner' })
  })

  it('clearing the department clears the post too', async () => {
    const { user } = open({ user: rowOf('u-learner') })
    const form = await modal('编辑企业用户')
    await user.click(form.getByRole('button', { name: '清除部门' }))
    expect(form.getByLabelText('部门')).toHaveValue('')
    expect(form.getByLabelText('岗位')).toHaveValue('')
  })

  it('the company variant keeps the row’s valid date without showing it', async () => {
    const wire = watchWire()
    const { user } = open({ user: rowOf('u-admin') }, 'admin')
    const form = await modal('编辑企业用户')
    expect(form.queryByLabelText('有效期')).not.toBeInTheDocument()
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect((await wire.to(EDIT))[0].body).toMatchObject({ validDate: '2027-12-31 23:59:59' })
  })

  it('system variant: 有效期 shown; a 1900-01-01 date shows empty and is sent as such', async () => {
    const wire = watchWire()
    const { user } = open({ variant: 'system', user: rowOf('u-company') }, 'admin')
    const form = await modal('编辑系统用户')
    expect(form.getByLabelText('有效期')).toHaveValue('')
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect((await wire.to(EDIT))[0].body).toMatchObject({ userId: 'u-company', validDate: NO_DATE })
  })

  it('system variant: the row’s date shows, a picked date is sent to the end of that day', async () => {
    const wire = watchWire()
    const { user } = open({ variant: 'system', user: rowOf('u-admin') }, 'admin')
    const form = await modal('编辑系统用户')
    const date = form.getByLabelText('有效期')
    expect(date).toHaveValue('2027-12-31')
    await user.clear(date)
    await user.type(date, '2026-06-30{Enter}')
    await waitFor(() => expect(date).toHaveValue('2026-06-30'))
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect((await wire.to(EDIT))[0].body).toMatchObject({ validDate: '2026-06-30 23:59:59' })
  })

  it('a refused save keeps the dialog open with what was typed', async () => {
    server.use(route('post', EDIT, () => fail('手机号已存在')))
    const { onClose, user } = open({ user: rowOf('u-learner') })
    const form = await modal('编辑企业用户')
    await user.clear(form.getByLabelText('手机号'))
    await user.type(form.getByLabelText('手机号'), '13900000002')
    await user.type(form.getByLabelText('社保地址'), '苏州工业园区')
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('手机号已存在')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(form.getByLabelText('手机号')).toHaveValue('13900000002')
    expect(form.getByLabelText('社保地址')).toHaveValue('苏州工业园区')
    expect(screen.queryByText('修改成功')).not.toBeInTheDocument()
  })
})
