import type { PageData } from '../../src/api/types'
import type { UserRow } from '../../src/api/user-user'
import { call, tokenFor } from '../test-client'

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
  it('pages, filters and scopes the user list', async () => {
    const admin = tokenFor('u-admin')
    const all = await list(admin)
    expect(all.totalCount).toBe(205)
    expect(all.models).toHaveLength(20)
    const page2 = await list(admin, { pageIndex: 2, pageSize: 50 })
    expect(page2.models).toHaveLength(50)
    expect(page2.models[0].userId).not.toBe(all.models[0].userId)
    const c3 = await list(admin, { RefCompanyCode: 'C003', pageSize: 1000 })
    expect(c3.models.every((u) => u.companyCode === 'C003')).toBe(true)
    expect((await list(admin, { Key: '13800138000' })).models.map((u) => u.userId)).toEqual([
      'u-learner',
    ])
    const disabled = await list(admin, { Status: 0, pageSize: 1000 })
    expect(disabled.totalCount).toBeGreaterThan(0)
    expect(disabled.models.every((u) => u.status === 0)).toBe(true)
    // a company administrator only sees their own company
    const company = await list(tokenFor('u-company'), { RefCompanyCode: 'C003', pageSize: 1000 })
    expect(company.models.every((u) => u.companyCode === 'C002')).toBe(true)
    // department filter includes sub-departments
    const workshop = await list(admin, { OrgCode: 'C002-02', pageSize: 1000 })
    expect(workshop.models.length).toBeGreaterThan(0)
    expect(workshop.models.map((u) => u.userId)).toContain('u-learner')
  })

  it('enables and disables single users and batches', async () => {
    const token = tokenFor('u-company')
    expect(
      (await call(`${U}/OpenAndClose`, { method: 'GET', query: { UserId: 'u-learner' }, token }))
        .success,
    ).toBe(true)
    expect((await row(token, 'u-learner'))?.status).toBe(0)
    // a disabled account can no longer log in
    expect(
      (await call(`${U}/LoginStep1`, { body: { username: 'learner', password: 'Learner@123' } }))
        .success,
    ).toBe(false)
    await call(`${U}/EnableDisableJTUserData`, {
      body: { ids: ['u-learner', 'u-twin-a'], status: 1 },
      token,
    })
    expect((await row(token, 'u-learner'))?.status).toBe(1)
    await call(`${U}/EnableDisableJTUserData`, {
      body: { ids: ['u-learner', 'u-twin-a'], status: 0 },
      token,
    })
    expect((await row(token, 'u-twin-a'))?.status).toBe(0)
    expect(
      await call(`${U}/EnableDisableJTUserData`, { body: { ids: [], status: 0 }, token }),
    ).toMatchObject({ success: false, msg: '请选择用户' })
  })

  it('deletes users but not the caller', async () => {
    const token = tokenFor('u-company')
    expect(
      (await call(`${U}/DeleteJTUserData`, { body: { ids: ['u-company'] }, token })).success,
    ).toBe(false)
    await call(`${U}/DeleteJTUserData`, { body: { ids: ['u-twin-a'] }, token })
    expect(await row(token, 'u-twin-a')).toBeUndefined()
  })

  it('resets a password, moves a user to another company and saves roles', async () => {
    const admin = tokenFor('u-admin')
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

    await call('/Api/SysConfig/sys_userrole/SaveUserRole', {
      body: { UserId: 'u-learner', RoleList: ['R04', 'R05'] },
      token: admin,
    })
    expect((await row(admin, 'u-learner'))?.roleCode).toEqual(['R04', 'R05'])
    const info = await call<{ roleNameList: string[] }>(`${U}/GetUserInfo`, {
      token: tokenFor('u-learner'),
    })
    expect(info.data.roleNameList).toEqual(['学员', '讲师'])
  })

  it('adds and edits a company user with the edit form rules', async () => {
    const token = tokenFor('u-company')
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

  it('counts learners and exports the filtered list as .xls', async () => {
    const token = tokenFor('u-company')
    const count = await call<{ item1: number; item2: number }>(`${U}/GetUserCount`, { token })
    expect(count.data.item1).toBeGreaterThan(count.data.item2)
    const exportWith = (headers: Record<string, string>) =>
      fetch('http://localhost/Api/User/user_user/ExportUserList', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: JSON.stringify({ Key: '张伟', pageIndex: 1, pageSize: 20 }),
      })
    const response = await exportWith({ ydAuthorization: `Bearer ${token}` })
    expect(response.headers.get('content-type')).toContain('application/vnd.ms-excel')
    expect(await response.text()).toContain('13800138000')
  })

  it('refuses the export without a valid ydAuthorization header (the legacy export reads only that one)', async () => {
    const token = tokenFor('u-company')
    for (const yd of [undefined, 'Bearer no-such-token', `Bearer ${tokenFor('u-admin')}`]) {
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
      await call(`${U}/EditUserInfo`, { body: form, token: tokenFor('u-company') }),
    ).toMatchObject({ success: false, msg: '姓名不能超过50个字符' })
    const long = { ...form, chnName: '张三', ssAddr: '路'.repeat(101) }
    expect(
      (await call(`${U}/EditUserInfo`, { body: long, token: tokenFor('u-company') })).msg,
    ).toBe('社保地址不能超过100个字符')
  })

  it('changes the own password and phone with the SMS code', async () => {
    const token = tokenFor('u-learner')
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
