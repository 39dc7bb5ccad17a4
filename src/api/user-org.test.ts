import { waitFor } from '@testing-library/react'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userOrgApi, type OrgNode } from './user-org'
import { userPostApi } from './user-post'
import { userUserApi } from './user-user'

// Real baseQuery -> real mock handlers.
const ep = userOrgApi.endpoints
const tree = { ShowTop: 1 }
const users = { pageIndex: 1, pageSize: 1000 }

function find(nodes: OrgNode[], name: string): OrgNode | undefined {
  for (const n of nodes) {
    const hit = n.orgName === name ? n : find(n.children ?? [], name)
    if (hit) return hit
  }
  return undefined
}

describe('user_org against the mock backend', () => {
  it('AddOrg: the subscribed tree refetches with the new department under its parent', async () => {
    loginAs('company')
    const store = makeStore()
    const orgs = store.dispatch(ep.getOrgTree.initiate(tree))
    const parent = find((await orgs).data!.data, '人力资源部')!
    await store
      .dispatch(ep.addOrg.initiate({ pId: parent.id, orgName: '招聘科', order: 2 }))
      .unwrap()
    await waitFor(() =>
      expect(
        find(ep.getOrgTree.select(tree)(store.getState()).data?.data ?? [], '招聘科')?.pId,
      ).toBe(parent.id),
    )
    orgs.unsubscribe()
  })

  it('EditOrg renames a department: user rows, posts and the session refetch with the new name', async () => {
    loginAs('company')
    const store = makeStore()
    const info = store.dispatch(userUserApi.endpoints.getUserInfo.initiate())
    const org = find(
      (await store.dispatch(ep.getOrgTree.initiate(tree)).unwrap()).data,
      (await info).data!.data.orgName!,
    )!
    const posts = { KeyWord: '', OrgCode: org.orgCode!, pageIndex: 1, pageRows: 20 }
    const subs = [
      info,
      store.dispatch(userUserApi.endpoints.getUserList.initiate(users)),
      store.dispatch(userPostApi.endpoints.getPostListPage.initiate(posts)),
    ]
    await Promise.all(subs)
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
})
