import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userOrgApi } from './user-org'
import { userPostApi } from './user-post'
import { userUserApi } from './user-user'
import type { OrgNode } from './user-org'

// Real baseQuery -> real mock handlers.
const ep = userOrgApi.endpoints
const users = { pageIndex: 1, pageSize: 1000 }
const posts = { KeyWord: '', OrgCode: 'C002-01', pageIndex: 1, pageRows: 20 }

function find(nodes: OrgNode[], name: string): OrgNode | undefined {
  for (const n of nodes) {
    const hit = n.orgName === name ? n : find(n.children ?? [], name)
    if (hit) return hit
  }
  return undefined
}

describe('user_org against the mock backend', () => {
  it('GetOrgTree is a GET with ShowTop in the query and answers the company tree under root -1', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const tree = await makeStore()
      .dispatch(ep.getOrgTree.initiate({ ShowTop: 1 }))
      .unwrap()
    expect(tree.data[0]).toMatchObject({ id: -1, orgName: '华东机械制造有限公司' })
    expect(find(tree.data, '一车间')?.children?.map((c) => c.orgName)).toEqual(['数控班', '装配班'])
    expect(await wire.sent()).toMatchObject([
      { method: 'GET', query: { ShowTop: '1' }, body: undefined },
    ])
  })

  it('AddOrg posts pId/orgName/order and the subscribed tree refetches with the new department', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const store = makeStore()
    const tree = store.dispatch(ep.getOrgTree.initiate({ ShowTop: 1 }))
    const parent = find((await tree).data!.data, '人力资源部')!
    await store
      .dispatch(ep.addOrg.initiate({ pId: parent.id, orgName: '招聘科', order: 2 }))
      .unwrap()
    await waitFor(() =>
      expect(
        find(ep.getOrgTree.select({ ShowTop: 1 })(store.getState()).data?.data ?? [], '招聘科')
          ?.pId,
      ).toBe(parent.id),
    )
    expect((await wire.to('/AddOrg'))[0].body).toEqual({
      pId: parent.id,
      orgName: '招聘科',
      order: 2,
    })
    tree.unsubscribe()
  })

  it('EditOrg renames a department: user rows, posts and the session refetch with the new name', async () => {
    loginAs('u-company')
    const store = makeStore()
    const subs = [
      store.dispatch(userUserApi.endpoints.getUserList.initiate(users)),
      store.dispatch(userPostApi.endpoints.getPostListPage.initiate(posts)),
      store.dispatch(userUserApi.endpoints.getUserInfo.initiate()),
    ]
    await Promise.all(subs)
    const org = find(
      (await store.dispatch(ep.getOrgTree.initiate({ ShowTop: 1 })).unwrap()).data,
      '安全环保部',
    )!
    await store
      .dispatch(ep.editOrg.initiate({ id: org.id, pId: 0, orgName: '安全环保处', order: 1 }))
      .unwrap()
    await waitFor(() => {
      const state = store.getState()
      expect(userUserApi.endpoints.getUserInfo.select()(state).data?.data.orgName).toBe(
        '安全环保处',
      )
      expect(
        userUserApi.endpoints.getUserList
          .select(users)(state)
          .data?.data.models.find((u) => u.userId === 'u-company')?.orgCodeName,
      ).toBe('安全环保处')
      expect(
        userPostApi.endpoints.getPostListPage.select(posts)(state).data?.data.models[0].orgName,
      ).toBe('安全环保处')
    })
    subs.forEach((s) => s.unsubscribe())
  })

  it('DeleteOrg refuses a department with people, with the backend message', async () => {
    loginAs('u-company')
    const store = makeStore()
    const org = find(
      (await store.dispatch(ep.getOrgTree.initiate({ ShowTop: 1 })).unwrap()).data,
      '一车间',
    )!
    const result = await store.dispatch(ep.deleteOrg.initiate(org))
    expect(result.error).toMatchObject({
      status: 'BUSINESS',
      message: '该部门下存在子部门或人员，无法删除',
    })
  })
})
