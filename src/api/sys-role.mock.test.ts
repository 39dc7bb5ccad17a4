import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysActionApi } from './sys-action'
import { sysRoleApi } from './sys-role'
import { userUserApi } from './user-user'

// Real baseQuery -> real mock handlers.
const ep = sysRoleApi.endpoints
const roles = { PageIndex: 1, pageSize: 20 }

describe('sys_role against the mock backend', () => {
  it('GetRoleListPage pages with PageIndex/pageSize; GetCurrentRoles is a GET with RoleCode', async () => {
    loginAs('u-admin')
    const wire = watchWire()
    const store = makeStore()
    const list = await store
      .dispatch(ep.getRoleListPage.initiate({ PageIndex: 2, pageSize: 3 }))
      .unwrap()
    expect(list.data.totalCount).toBe(8)
    expect(list.data.models.map((r) => r.code)).toEqual(['R04', 'R05', 'R06'])
    const current = await store.dispatch(ep.getCurrentRoles.initiate({ RoleCode: 'R05' })).unwrap()
    expect(current.data).toMatchObject({ roleName: '讲师', sysRoleEnum: 5 })
    expect(current.data.roleAct?.length).toBeGreaterThan(0)
    const [, get] = await wire.sent()
    expect(get).toMatchObject({ method: 'GET', query: { RoleCode: 'R05' }, body: undefined })
  })

  it('AddRole posts the role with roleAct and the subscribed list refetches with it', async () => {
    loginAs('u-admin')
    const wire = watchWire()
    const store = makeStore()
    const list = store.dispatch(ep.getRoleListPage.initiate(roles))
    await list
    const role = {
      code: '',
      roleName: '安全督导',
      sysRoleEnum: 5,
      roleAct: [{ actionId: 1 }, { actionId: 11 }],
    }
    await store.dispatch(ep.addRole.initiate(role)).unwrap()
    await waitFor(() =>
      expect(
        ep.getRoleListPage
          .select(roles)(store.getState())
          .data?.data.models.map((r) => r.roleName),
      ).toContain('安全督导'),
    )
    expect((await wire.to('/AddRole'))[0].body).toEqual(role)
    list.unsubscribe()
  })

  it('EidtRole (legacy spelling) renames a role the caller holds: the session and menus refetch', async () => {
    loginAs('u-admin')
    const store = makeStore()
    const info = store.dispatch(userUserApi.endpoints.getUserInfo.initiate())
    const menus = store.dispatch(sysActionApi.endpoints.getUserMenuList.initiate())
    await Promise.all([info, menus])
    const wire = watchWire()
    await store
      .dispatch(
        ep.eidtRole.initiate({
          code: 'R07',
          roleName: 'administrator',
          sysRoleEnum: 0,
          roleAct: [],
        }),
      )
      .unwrap()
    await waitFor(() =>
      expect(
        userUserApi.endpoints.getUserInfo.select()(store.getState()).data?.data.roleNameList,
      ).toEqual(['平台管理员', 'administrator']),
    )
    await waitFor(async () => expect(await wire.to('/GetUserMenuList')).toHaveLength(1))
    expect((await wire.to('/EidtRole'))[0].pathname).toBe('/Api/SysConfig/sys_role/EidtRole')
    info.unsubscribe()
    menus.unsubscribe()
  })

  it('refuses a company administrator without role.add, with the backend message', async () => {
    loginAs('u-company')
    const result = await makeStore().dispatch(
      ep.addRole.initiate({ code: '', roleName: '越权', sysRoleEnum: 0, roleAct: [] }),
    )
    expect(result.error).toMatchObject({ status: 'BUSINESS', message: '没有权限执行此操作' })
  })
})
