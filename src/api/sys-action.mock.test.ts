import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysActionApi } from './sys-action'
import { sysRoleApi } from './sys-role'
import type { MenuItem } from './types'

// Real baseQuery -> real mock handlers.
const ep = sysActionApi.endpoints
const urls = (menus: MenuItem[] | undefined): string[] =>
  (menus ?? []).flatMap((m) => [m.url ?? '', ...urls(m.child ?? [])])

describe('sys_action against the mock backend', () => {
  it('GetRoleTree is a GET with Status and ActionType; GetActionById answers the node with its roleList', async () => {
    loginAs('u-admin')
    const wire = watchWire()
    const store = makeStore()
    const tree = await store
      .dispatch(ep.getRoleTree.initiate({ Status: 1, ActionType: '0,1' }))
      .unwrap()
    expect(urls(tree.data)).toContain('/system/role')
    expect(JSON.stringify(tree.data)).not.toContain('role.add')
    const node = await store.dispatch(ep.getActionById.initiate({ Id: 32 })).unwrap()
    expect(node.data.roleList).toEqual([
      { name: '新增角色', value: 'role.add' },
      { name: '编辑角色', value: 'role.edit' },
    ])
    expect((await wire.sent()).map((r) => [r.method, r.query])).toEqual([
      ['GET', { Status: '1', ActionType: '0,1' }],
      ['GET', { Id: '32' }],
    ])
  })

  it('SaveActionStatus (GET ?Code) switches a page off: the subscribed menus refetch without it', async () => {
    loginAs('u-admin')
    const store = makeStore()
    const menus = store.dispatch(ep.getUserMenuList.initiate())
    expect(urls((await menus).data?.data)).toContain('/system/post')
    const wire = watchWire()
    await store.dispatch(ep.saveActionStatus.initiate({ Code: 'ACT0035' })).unwrap()
    await waitFor(() =>
      expect(urls(ep.getUserMenuList.select()(store.getState()).data?.data)).not.toContain(
        '/system/post',
      ),
    )
    expect((await wire.to('/SaveActionStatus'))[0]).toMatchObject({
      method: 'GET',
      query: { Code: 'ACT0035' },
    })
    menus.unsubscribe()
  })

  it('AddAction posts the node with its roleList; role trees refetch (Role tag)', async () => {
    loginAs('u-admin')
    const store = makeStore()
    const role = store.dispatch(sysRoleApi.endpoints.getCurrentRoles.initiate({ RoleCode: 'R01' }))
    await role
    const wire = watchWire()
    const node = {
      name: '安全巡检',
      parentId: 3,
      type: 1 as const,
      url: '/system/patrol',
      value: '',
      roleList: [{ name: '巡检登记', value: 'patrol.add' }],
    }
    await store.dispatch(ep.addAction.initiate(node)).unwrap()
    await waitFor(async () => expect(await wire.to('/GetCurrentRoles')).toHaveLength(1))
    expect((await wire.to('/AddAction'))[0].body).toEqual(node)
    const tree = await store
      .dispatch(ep.getRoleTree.initiate({ Status: 1, ActionType: '0,1,2' }))
      .unwrap()
    expect(JSON.stringify(tree.data)).toContain('patrol.add')
    role.unsubscribe()
  })
})
