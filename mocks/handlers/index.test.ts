import { call, tokenFor } from '../test-harness'

// What every handler shares: the 401 envelope, Chinese refusals, exact field names.
// (That each documented call is answered at its path and method: src/api/contract.test.ts.)
describe('mock handlers', () => {
  it('answer the 401 envelope on an authed call without a valid token', async () => {
    for (const token of [undefined, 'no-such-token']) {
      const res = await call('/Api/User/user_user/GetUserList', {
        body: { pageIndex: 1, pageSize: 20 },
        token,
      })
      expect(res).toMatchObject({ success: false, errorCode: 401 })
    }
    const ok = await call('/Api/User/user_user/GetUserList', {
      body: { pageIndex: 1, pageSize: 20 },
      token: tokenFor('admin'),
    })
    expect(ok.success).toBe(true)
  })

  it('answer bad input with the fail envelope and a Chinese message', async () => {
    const token = tokenFor('company')
    const res = await call('/Api/User/user_user/EditUserInfo', {
      body: { chnName: '', mobile: '13812345678', sex: 0, status: 1 },
      token,
    })
    expect(res).toMatchObject({ success: false, msg: '请输入姓名', data: null })
    expect(
      await call('/Api/User/user_user/EnableDisableJTUserData', {
        body: { ids: [], status: 0 },
        token,
      }),
    ).toMatchObject({ success: false, msg: '请选择用户' })
    expect(
      await call('/Api/SysConfig/sys_role/AddRole', {
        body: { roleName: ' ', sysRoleEnum: 0, roleAct: [] },
        token: tokenFor('admin'),
      }),
    ).toMatchObject({ success: false, msg: '请输入角色名称' })
  })

  it('match field names exactly: another casing is not the documented field', async () => {
    const token = tokenFor('company')
    expect(
      await call('/Api/User/user_user/EnableDisableJTUserData', {
        body: { IDS: ['u-learner'], Status: 0 },
        token,
      }),
    ).toMatchObject({ success: false, msg: '请选择用户' })
    expect(
      (
        await call('/Api/User/user_user/OpenAndClose', {
          method: 'GET',
          query: { userid: 'u-learner' },
          token,
        })
      ).success,
    ).toBe(false)
    // documented alternatives of the paging fields are accepted; another casing is ignored
    const roles = async (body: Record<string, unknown>) =>
      (
        await call<{ models: unknown[] }>('/Api/SysConfig/sys_role/GetRoleListPage', {
          body,
          token,
        })
      ).data.models.length
    const unpaged = await roles({ PageIndex: 1 })
    expect(unpaged).toBeGreaterThan(3)
    expect(await roles({ PageIndex: 1, pageRows: 3 })).toBe(3)
    expect(await roles({ PageIndex: 1, pageSize: 2 })).toBe(2)
    expect(await roles({ PageIndex: 1, PAGESIZE: 2 })).toBe(unpaged)
  })
})
