import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { sysActionApi } from './sys-action'
import { sysRoleApi } from './sys-role'
import type { MenuItem } from './types'

// Real baseQuery -> real mock handlers.
const ep = sysActionApi.endpoints
const flat = <T extends { child: T[] }>(menus: T[] | null | undefined): T[] =>
  (menus ?? []).flatMap((m) => [m, ...flat(m.child)])
const urls = (menus: MenuItem[] | null | undefined) => flat(menus).map((m) => m.url)

describe('sys_action against the mock backend', () => {
  it('SaveActionStatus switches a page off: the subscribed menus refetch without it, the permission tree refetches', async () => {
    loginAs('admin')
    const store = makeStore()
    const menus = store.dispatch(ep.getUserMenuList.initiate())
    const tree = store.dispatch(ep.getRoleTree.initiate({ Status: 1 }))
    expect(urls((await menus).data)).toContain('/system/post')
    // the sidebar's entries carry no code: the permission tree's do
    const page = flat((await tree).data).find((m) => m.url === '/system/post')!
    const wire = watchWire()
    await store.dispatch(ep.saveActionStatus.initiate({ Code: page.code! })).unwrap()
    await waitFor(() =>
      expect(urls(ep.getUserMenuList.select()(store.getState()).data)).not.toContain(
        '/system/post',
      ),
    )
    await waitFor(async () => expect(await wire.to('/GetRoleTree')).toHaveLength(1))
    menus.unsubscribe()
    tree.unsubscribe()
  })

  it('AddAction: the permission tree has the new node and its buttons; role trees refetch (Role tag)', async () => {
    loginAs('admin')
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
    const tree = await store
      .dispatch(ep.getRoleTree.initiate({ Status: 1, ActionType: '0,1,2' }))
      .unwrap()
    const added = flat(tree).find((m) => m.url === '/system/patrol')
    expect(added?.name).toBe('安全巡检')
    expect(flat(tree).map((m) => m.value)).toContain('patrol.add')
    role.unsubscribe()
  })
})
