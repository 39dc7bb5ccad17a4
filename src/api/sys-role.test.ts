import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysActionApi } from './sys-action'
import { sysRoleApi } from './sys-role'
import { userUserApi } from './user-user'

// Real baseQuery -> real mock handlers.
const ep = sysRoleApi.endpoints
const roles = { PageIndex: 1, pageSize: 1000 }

describe('sys_role against the mock backend', () => {
  it('AddRole: the subscribed list refetches with the role, which keeps its permissions', async () => {
    loginAs('admin')
    const store = makeStore()
    const list = store.dispatch(ep.getRoleListPage.initiate(roles))
    await list
    const role = {
      roleName: '安全督导',
      sysRoleEnum: 5,
      roleAct: [{ actionId: 1 }, { actionId: 11 }],
    }
    await store.dispatch(ep.addRole.initiate(role)).unwrap()
    await waitFor(() =>
      expect(
        ep.getRoleListPage
          .select(roles)(store.getState())
          .data?.rows.map((r) => r.roleName),
      ).toContain('安全督导'),
    )
    const created = ep.getRoleListPage
      .select(roles)(store.getState())
      .data!.rows.find((r) => r.roleName === '安全督导')!
    expect(created.sysRoleEnum).toBe(5)
    const saved = await store
      .dispatch(ep.getCurrentRoles.initiate({ RoleCode: created.code! }))
      .unwrap()
    expect(saved).toEqual({ roleAct: role.roleAct })
    list.unsubscribe()
  })

  it('EidtRole (legacy spelling) renames a role the caller holds: the session and menus refetch', async () => {
    loginAs('admin')
    const store = makeStore()
    const info = store.dispatch(userUserApi.endpoints.getUserInfo.initiate())
    const menus = store.dispatch(sysActionApi.endpoints.getUserMenuList.initiate())
    expect((await info).data?.roleNameList).not.toContain('administrator')
    await menus
    const wire = watchWire()
    await store
      .dispatch(
        ep.editRole.initiate({
          code: 'R07',
          roleName: 'administrator',
          sysRoleEnum: 0,
          roleAct: [],
        }),
      )
      .unwrap()
    await waitFor(() =>
      expect(
        userUserApi.endpoints.getUserInfo.select()(store.getState()).data?.roleNameList,
      ).toContain('administrator'),
    )
    await waitFor(async () => expect(await wire.to('/GetUserMenuList')).toHaveLength(1))
    info.unsubscribe()
    menus.unsubscribe()
  })
})
