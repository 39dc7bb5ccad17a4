import { waitFor } from '@testing-library/react'
import { db } from '../../mocks/db'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysActionApi } from './sys-action'
import { sysUserroleApi } from './sys-userrole'
import { userUserApi } from './user-user'

// Real baseQuery -> real mock handlers.
const users = { pageIndex: 1, pageSize: 1000 }
const roleName = (code: string) => db.roles.find((r) => r.code === code)!.roleName

describe('sys_userrole against the mock backend', () => {
  it('SaveUserRole: the subscribed user list shows the new roles, and the user logs in with them', async () => {
    loginAs('admin')
    const store = makeStore()
    const list = store.dispatch(userUserApi.endpoints.getUserList.initiate(users))
    await list
    await store
      .dispatch(
        sysUserroleApi.endpoints.saveUserRole.initiate({
          UserId: 'u-learner',
          RoleList: ['R04', 'R05'],
        }),
      )
      .unwrap()
    await waitFor(() => {
      const row = userUserApi.endpoints.getUserList
        .select(users)(store.getState())
        .data?.rows.find((u) => u.userId === 'u-learner')
      expect(row?.roleCode).toEqual(['R04', 'R05'])
    })
    list.unsubscribe()
    loginAs('learner')
    const info = await makeStore().dispatch(userUserApi.endpoints.getUserInfo.initiate()).unwrap()
    expect(info?.roleNameList).toEqual([roleName('R04'), roleName('R05')])
  })

  it('changing the own roles refetches the session, the menus and the action values', async () => {
    loginAs('admin')
    const store = makeStore()
    const subs = [
      store.dispatch(userUserApi.endpoints.getUserInfo.initiate()),
      store.dispatch(sysActionApi.endpoints.getUserMenuList.initiate()),
      store.dispatch(sysActionApi.endpoints.getUserActionValue.initiate()),
    ]
    await Promise.all(subs)
    const pages = () =>
      sysActionApi.endpoints.getUserMenuList
        .select()(store.getState())
        .data?.flatMap((m) => m.child)
        .map((m) => m.url)
    expect(pages()).toContain('/system/role')
    expect(sysActionApi.endpoints.getUserActionValue.select()(store.getState()).data).toContain(
      'role.add',
    )
    await store
      .dispatch(
        sysUserroleApi.endpoints.saveUserRole.initiate({ UserId: 'u-admin', RoleList: ['R03'] }),
      )
      .unwrap()
    await waitFor(() => {
      const state = store.getState()
      expect(userUserApi.endpoints.getUserInfo.select()(state).data?.roleNameList).toEqual([
        roleName('R03'),
      ])
      expect(sysActionApi.endpoints.getUserActionValue.select()(state).data).not.toContain(
        'role.add',
      )
      expect(pages()).not.toContain('/system/role')
    })
    subs.forEach((s) => s.unsubscribe())
  })
})
