import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { sysRoleApi } from './sys-role'
import { envelope, hits, recordRequests } from './test-recorder'

const role = {
  code: 'R1',
  roleName: '安全员',
  sysRoleEnum: 3,
  roleAct: [{ actionId: 11 }, { actionId: 12 }],
}

describe('sys_role', () => {
  it('EidtRole keeps the legacy spelling, sends the role with roleAct and refreshes the role list', async () => {
    const log = recordRequests(server, () => envelope({ models: [role], totalCount: 1 }))
    const store = makeStore()
    const list = store.dispatch(
      sysRoleApi.endpoints.getRoleListPage.initiate({ PageIndex: 1, pageSize: 20 }),
    )
    await list
    expect(log[0].body).toEqual({ PageIndex: 1, pageSize: 20 })
    await store.dispatch(sysRoleApi.endpoints.eidtRole.initiate(role)).unwrap()
    expect(log[1]).toMatchObject({
      method: 'POST',
      pathname: '/Api/SysConfig/sys_role/EidtRole',
      body: role,
    })
    await waitFor(() => expect(hits(log, '/Api/SysConfig/sys_role/GetRoleListPage')).toBe(2))
    list.unsubscribe()
  })

  it('GetCurrentRoles and GetSysRoleEnum are GETs with RoleCode / Type in the query', async () => {
    const log = recordRequests(server, () => envelope([]))
    const store = makeStore()
    await store.dispatch(sysRoleApi.endpoints.getCurrentRoles.initiate({ RoleCode: 'R1' }))
    await store.dispatch(sysRoleApi.endpoints.getSysRoleEnum.initiate({ Type: 2 }))
    expect(log.map((r) => [r.method, r.pathname, r.query])).toEqual([
      ['GET', '/Api/SysConfig/sys_role/GetCurrentRoles', { RoleCode: 'R1' }],
      ['GET', '/Api/SysConfig/sys_role/GetSysRoleEnum', { Type: '2' }],
    ])
  })
})
