import { screen, waitFor } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { loadedOf } from '../../api/echo'
import { userUserApi } from '../../api/user-user'
import { makeStore } from '../../app/store'
import { dialogTitled, queryDialog, renderWithProviders, setupUser } from '../../testing'
import { UserEditDialog } from './user-edit-dialog'
import type { UserVariant } from './user-form'

// The user edit against a backend that answers exactly the documented fields: the GetUserList
// row carries the department and post by name only, and no job number, social security, part-time
// post or valid date. A save must leave all of those as the backend has them.

const EDIT = '/Api/User/user_user/EditUserInfo'
const ok = /确\s*定/
const UNREAD = '未读取到原值，留空则保持不变'

beforeEach(() => setDocumentedOnly(true))
afterEach(() => setDocumentedOnly(undefined))

const stored = (userId: string) => db.users.find((u) => u.userId === userId)!

const modal = dialogTitled

/** The edit dialog of `userId`, opened on the row GetUserList answers (documented fields only). */
async function openOnDocumentedRow(userId: string, variant: UserVariant, who = 'admin') {
  loginAs(who)
  const store = makeStore()
  const list = await store
    .dispatch(userUserApi.endpoints.getUserList.initiate({ pageIndex: 1, pageSize: 1000 }))
    .unwrap()
  const row = list.rows.find((r) => r.userId === userId)!
  const onClose = vi.fn()
  renderWithProviders(<UserEditDialog open variant={variant} user={row} onClose={onClose} />, {
    store,
  })
  const form = await modal(variant === 'system' ? '编辑系统用户' : '编辑企业用户')
  return { form, row, onClose, user: setupUser() }
}

describe('the user edit on the documented answers only', () => {
  it('a user edit that changes only the name sends no blank department, post, job number, social security or valid date', async () => {
    const before = { ...stored('u-learner') }
    const wire = watchWire()
    const { form, user, row } = await openOnDocumentedRow('u-learner', 'company', 'company')
    // what could not be read says so; the department is shown by its name
    expect(
      form.getByText('未能读取以下字段的原值：兼职岗位、工号、社保号、社保地址、社保状态'),
    ).toBeInTheDocument()
    expect(form.getByLabelText('部门')).toHaveValue('一车间')
    expect(form.getByLabelText('岗位')).toHaveValue('数控操作工')
    expect(form.getByText('未读取到部门编码：要选择岗位，请先重新选择部门')).toBeInTheDocument()
    for (const label of ['工号', '社保号', '社保地址', '社保状态', '兼职岗位'])
      expect(form.getByLabelText(label)).toHaveAttribute('placeholder', UNREAD)

    await user.clear(form.getByLabelText('姓名'))
    await user.type(form.getByLabelText('姓名'), '张伟伟')
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    // the documented row as it came, every field and no other, with the new name
    expect((await wire.to(EDIT)).map((r) => r.body)).toEqual([
      { ...loadedOf(row), chnName: '张伟伟' },
    ])
    expect(loadedOf(row)).toMatchObject({
      userId: 'u-learner',
      mobile: before.mobile,
      orgCodeName: '一车间',
      postCodeName: '数控操作工',
    })
    expect(loadedOf(row)).not.toHaveProperty('jobNum')
    // the backend kept everything the dialog could not read
    expect(stored('u-learner')).toMatchObject({
      chnName: '张伟伟',
      orgCode: before.orgCode,
      postCode: before.postCode,
      partTimePostCode: before.partTimePostCode,
      jobNum: before.jobNum,
      ssNo: before.ssNo,
      ssAddr: before.ssAddr,
      ssState: before.ssState,
      validDate: before.validDate,
    })
  })

  it('system variant: an unread 有效期 left empty is not sent; a value typed into an unread field is', async () => {
    const before = { ...stored('u-admin') }
    const wire = watchWire()
    const { form, user } = await openOnDocumentedRow('u-admin', 'system')
    expect(form.getByLabelText('有效期')).toHaveAttribute('placeholder', UNREAD)
    await user.type(form.getByLabelText('社保号'), 'SS-0001')
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const [sent] = await wire.to(EDIT)
    expect(sent.body).not.toHaveProperty('validDate')
    expect(sent.body).not.toHaveProperty('jobNum')
    expect(sent.body).toMatchObject({ ssNo: 'SS-0001' })
    expect(stored('u-admin')).toMatchObject({ ssNo: 'SS-0001', validDate: before.validDate })
  })

  it('system variant: a date picked for an unread 有效期 is sent to the end of that day', async () => {
    const wire = watchWire()
    const { form, user } = await openOnDocumentedRow('u-admin', 'system')
    await user.type(form.getByLabelText('有效期'), '2026-06-30{Enter}')
    await waitFor(() => expect(form.getByLabelText('有效期')).toHaveValue('2026-06-30'))
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect((await wire.to(EDIT))[0].body).toMatchObject({ validDate: '2026-06-30 23:59:59' })
  })

  it('a department known by name: a post needs it picked again, then both go with their codes', async () => {
    const wire = watchWire()
    const { form, user } = await openOnDocumentedRow('u-learner', 'company', 'company')
    await user.click(form.getByRole('button', { name: '选择岗位' }))
    expect(await screen.findByText('请先选择部门')).toBeInTheDocument()
    expect(queryDialog('选择岗位')).toBeNull()

    await user.click(form.getByRole('button', { name: '选择部门' }))
    const orgs = await modal('选择部门')
    await user.click(await orgs.findByText('安全环保部'))
    await user.click(orgs.getByRole('button', { name: ok }))
    await waitFor(() => expect(form.getByLabelText('部门')).toHaveValue('安全环保部'))
    expect(form.queryByText('未读取到部门编码：要选择岗位，请先重新选择部门')).toBeNull()
    // another department drops the post
    expect(form.getByLabelText('岗位')).toHaveValue('')
    await user.click(form.getByRole('button', { name: '选择岗位' }))
    const posts = await modal('选择岗位')
    await user.click(await posts.findByRole('radio', { name: '安全主管' }))
    await user.click(posts.getByRole('button', { name: ok }))
    await waitFor(() => expect(form.getByLabelText('岗位')).toHaveValue('安全主管'))
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const org = db.orgs.find((o) => o.companyCode === 'C002' && o.orgName === '安全环保部')!
    const post = db.posts.find((p) => p.companyCode === 'C002' && p.postName === '安全主管')!
    expect((await wire.to(EDIT))[0].body).toMatchObject({
      orgCode: org.orgCode,
      orgCodeName: '安全环保部',
      postCode: post.postCode,
      postCodeName: '安全主管',
    })
    expect(stored('u-learner')).toMatchObject({ orgCode: org.orgCode, postCode: post.postCode })
  })

  it('用户证件号和工号不允许同时为空 is not judged while 工号 was not read', async () => {
    const before = { ...stored('u-learner') }
    const wire = watchWire()
    const { form, user } = await openOnDocumentedRow('u-learner', 'company', 'company')
    await user.clear(form.getByLabelText('证件号'))
    await user.click(form.getByRole('button', { name: ok }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(screen.queryByText('用户证件号和工号不允许同时为空')).toBeNull()
    const [sent] = await wire.to(EDIT)
    expect(sent.body).toMatchObject({ idCard: '' })
    expect(sent.body).not.toHaveProperty('jobNum')
    expect(stored('u-learner').jobNum).toBe(before.jobNum)
  })
})
