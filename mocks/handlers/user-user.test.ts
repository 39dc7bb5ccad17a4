import type { PageData } from '../../src/api/types'
import type { UserRow } from '../../src/api/user-user'
import { db } from '../db'
import { call, tokenFor } from '../test-harness'

const U = '/Api/User/user_user'

async function list(token: string, body: Record<string, unknown> = {}) {
  const res = await call<PageData<UserRow>>(`${U}/GetUserList`, {
    body: { pageIndex: 1, pageSize: 20, ...body },
    token,
  })
  expect(res.success).toBe(true)
  return res.data
}

async function row(token: string, userId: string) {
  const data = await list(token, { pageSize: 1000 })
  return data.models.find((u) => u.userId === userId)
}

describe('user management mocks', () => {
  it('a disabled account cannot log in until it is enabled again', async () => {
    const token = tokenFor('company')
    const logIn = async () =>
      (await call(`${U}/LoginStep1`, { body: { username: 'learner', password: 'Learner@123' } }))
        .success
    expect(await logIn()).toBe(true)
    await call(`${U}/OpenAndClose`, { method: 'GET', query: { UserId: 'u-learner' }, token })
    expect(await logIn()).toBe(false)
    await call(`${U}/EnableDisableJTUserData`, { body: { ids: ['u-learner'], status: 1 }, token })
    expect(await logIn()).toBe(true)
  })

  it('deletes users but not the caller', async () => {
    const token = tokenFor('company')
    expect(
      (await call(`${U}/DeleteJTUserData`, { body: { ids: ['u-company'] }, token })).success,
    ).toBe(false)
    await call(`${U}/DeleteJTUserData`, { body: { ids: ['u-twin-a'] }, token })
    expect(await row(token, 'u-twin-a')).toBeUndefined()
  })

  it('resets a password and moves a user to another company', async () => {
    const admin = tokenFor('admin')
    await call(`${U}/SetPassword`, { body: { UserId: 'u-learner' }, token: admin })
    expect(
      (await call(`${U}/LoginStep1`, { body: { username: 'learner', password: 'Learner@123' } }))
        .success,
    ).toBe(false)
    expect(
      (await call(`${U}/LoginStep1`, { body: { username: 'learner', password: 'Yd@123456' } }))
        .success,
    ).toBe(true)

    await call(`${U}/SetUserCompany`, {
      method: 'GET',
      query: { Code: 'C003', UserId: 'u-learner' },
      token: admin,
    })
    expect(await row(admin, 'u-learner')).toMatchObject({
      companyCode: 'C003',
      companyName: '南方建设工程有限公司',
    })
  })

  it('adds and edits a company user with the edit form rules', async () => {
    const token = tokenFor('company')
    const form = {
      chnName: '测试员工',
      mobile: '13712345678',
      sex: 0,
      status: 1,
      idCard: '',
      jobNum: '',
      orgCode: 'C002-0201',
      postCode: 'C002-P04',
    }
    expect(await call(`${U}/EditUserInfo`, { body: form, token })).toMatchObject({
      success: false,
      msg: '用户证件号和工号不允许同时为空',
    })
    const added = await call<string>(`${U}/EditUserInfo`, {
      body: { ...form, jobNum: 'HD9999' },
      token,
    })
    expect(added.success).toBe(true)
    expect(await row(token, added.data)).toMatchObject({
      chnName: '测试员工',
      orgCodeName: '一车间',
      postCodeName: '数控操作工',
      companyCode: 'C002',
    })
    await call(`${U}/EditUserInfo`, {
      body: { ...form, userId: added.data, jobNum: 'HD9999', chnName: '改名员工' },
      token,
    })
    expect((await row(token, added.data))?.chnName).toBe('改名员工')
  })

  it('EditUserInfo keeps every field a body leaves out, and judges the rules on what the user then has', async () => {
    const token = tokenFor('company')
    const before = { ...db.users.find((u) => u.userId === 'u-learner')! }
    const saved = await call(`${U}/EditUserInfo`, {
      body: { userId: 'u-learner', chnName: '张伟伟', orgCodeName: '一车间' },
      token,
    })
    expect(saved.success).toBe(true)
    const { chnName: _name, ...rest } = before
    expect(db.users.find((u) => u.userId === 'u-learner')).toMatchObject({
      ...rest,
      chnName: '张伟伟',
    })
    // the ID number cleared: the stored job number still satisfies the rule
    expect(
      (await call(`${U}/EditUserInfo`, { body: { userId: 'u-learner', idCard: '' }, token }))
        .success,
    ).toBe(true)
    // both cleared: refused
    expect(
      await call(`${U}/EditUserInfo`, { body: { userId: 'u-learner', jobNum: '' }, token }),
    ).toMatchObject({ success: false, msg: '用户证件号和工号不允许同时为空' })
  })

  it('refuses the export without a valid ydAuthorization header (the legacy export reads only that one)', async () => {
    const token = tokenFor('company')
    for (const yd of [undefined, 'Bearer no-such-token', `Bearer ${tokenFor('admin')}`]) {
      const response = await fetch('http://localhost/Api/User/user_user/ExportUserList', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...(yd ? { ydAuthorization: yd } : {}),
        },
        body: '{}',
      })
      expect(await response.json()).toMatchObject({
        success: false,
        msg: '导出授权无效，请重新登录后再导出',
      })
    }
  })

  it('names the field in Chinese when the edit form is too long', async () => {
    const form = {
      chnName: '张'.repeat(51),
      mobile: '13712345678',
      sex: 0,
      status: 1,
      jobNum: 'HD1',
    }
    expect(
      await call(`${U}/EditUserInfo`, { body: form, token: tokenFor('company') }),
    ).toMatchObject({ success: false, msg: '姓名不能超过50个字符' })
    const long = { ...form, chnName: '张三', ssAddr: '路'.repeat(101) }
    expect((await call(`${U}/EditUserInfo`, { body: long, token: tokenFor('company') })).msg).toBe(
      '社保地址不能超过100个字符',
    )
  })

  it('changes the own password and phone with the SMS code', async () => {
    const token = tokenFor('learner')
    expect((await call(`${U}/GetEditPassWordCheckNum`, { method: 'GET', token })).msg).toBe(
      '138****8000',
    )
    expect(
      (
        await call(`${U}/EditPassWord`, {
          method: 'GET',
          query: { pas1: 'New@pass1', pas2: 'New@pass2', CheckNum: '123456' },
          token,
        })
      ).msg,
    ).toBe('请确认密码的一致性')
    expect(
      (
        await call(`${U}/EditPassWord`, {
          method: 'GET',
          query: { pas1: 'New@pass1', pas2: 'New@pass1', CheckNum: '123456' },
          token,
        })
      ).success,
    ).toBe(true)
    expect(
      (await call(`${U}/LoginStep1`, { body: { username: 'learner', password: 'New@pass1' } }))
        .success,
    ).toBe(true)
    await call(`${U}/EditPhone`, {
      method: 'GET',
      query: { NewPhone: '13611112222', CheckNum: '123456' },
      token,
    })
    expect(
      (
        await call(`${U}/LoginWithCheckNumStep1`, {
          body: { username: '13611112222', password: '123456' },
        })
      ).success,
    ).toBe(true)
  })
})
