import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { sysActionApi } from './sys-action'
import { envelope, hits, recordRequests } from './test-recorder'

describe('sys_action', () => {
  it('GetRoleTree sends Status and ActionType as query parameters of a GET', async () => {
    const log = recordRequests(server, () => envelope([]))
    await makeStore().dispatch(
      sysActionApi.endpoints.getRoleTree.initiate({ Status: 1, ActionType: '0,1,2' }),
    )
    expect(log[0]).toMatchObject({
      method: 'GET',
      pathname: '/Api/SysConfig/sys_action/GetRoleTree',
      query: { Status: '1', ActionType: '0,1,2' },
    })
  })

  it('SaveActionStatus (GET ?Code=) refreshes the permission tree and the user menu', async () => {
    const log = recordRequests(server, () => envelope([]))
    const store = makeStore()
    const tree = store.dispatch(sysActionApi.endpoints.getRoleTree.initiate({ Status: 1 }))
    const menu = store.dispatch(sysActionApi.endpoints.getUserMenuList.initiate())
    await tree
    await menu
    await store
      .dispatch(sysActionApi.endpoints.saveActionStatus.initiate({ Code: 'User.AddUser' }))
      .unwrap()
    expect(log.find((r) => r.pathname.endsWith('SaveActionStatus'))).toMatchObject({
      method: 'GET',
      query: { Code: 'User.AddUser' },
    })
    await waitFor(() => expect(hits(log, '/Api/SysConfig/sys_action/GetRoleTree')).toBe(2))
    await waitFor(() => expect(hits(log, '/Api/SysConfig/sys_action/GetUserMenuList')).toBe(2))
    tree.unsubscribe()
    menu.unsubscribe()
  })

  it('AddAction posts the permission body', async () => {
    const log = recordRequests(server)
    const body = {
      parentId: 3,
      type: 2 as const,
      name: '新增用户',
      value: 'User.AddUser',
      needAction: 1 as const,
      sort: 1,
      roleList: [{ name: '新增', value: 'User.AddUser' }],
    }
    await makeStore().dispatch(sysActionApi.endpoints.addAction.initiate(body)).unwrap()
    expect(log[0]).toMatchObject({ pathname: '/Api/SysConfig/sys_action/AddAction', body })
  })
})
