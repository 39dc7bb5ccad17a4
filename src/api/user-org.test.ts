import { waitFor } from '@testing-library/react'
import { db } from '../../mocks/db'
import { setDocumentedOnly } from '../../mocks/documented-only'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { nested, userOrgApi, type OrgNode } from './user-org'
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
    const parent = find((await orgs).data!, '人力资源部')!
    await store
      .dispatch(ep.addOrg.initiate({ pId: parent.id, orgName: '招聘科', order: 2 }))
      .unwrap()
    await waitFor(() =>
      expect(find(ep.getOrgTree.select(tree)(store.getState()).data ?? [], '招聘科')?.pId).toBe(
        parent.id,
      ),
    )
    orgs.unsubscribe()
  })

  it('EditOrg renames a department: user rows, posts and the session refetch with the new name', async () => {
    loginAs('company')
    const store = makeStore()
    const info = store.dispatch(userUserApi.endpoints.getUserInfo.initiate())
    const org = find(
      await store.dispatch(ep.getOrgTree.initiate(tree)).unwrap(),
      (await info).data!.orgName!,
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
      expect(userUserApi.endpoints.getUserInfo.select()(state).data?.orgName).toBe('安全环保处')
      expect(
        userUserApi.endpoints.getUserList
          .select(users)(state)
          .data?.rows.find((u) => u.userId === 'u-company')?.orgCodeName,
      ).toBe('安全环保处')
      expect(userPostApi.endpoints.getPostListPage.select(posts)(state).data?.rows[0].orgName).toBe(
        '安全环保处',
      )
    })
    subs.forEach((s) => s.unsubscribe())
  })
})

describe('GetOrgTree answers', () => {
  afterEach(() => setDocumentedOnly(undefined))

  it('a flat answer is nested by pId; a node whose parent is not in it stays at the top', () => {
    const a = { id: 1, pId: 0, orgName: '甲' }
    const a1 = { id: 11, pId: 1, orgName: '甲一' }
    const b = { id: 2, pId: 0, orgName: '乙' }
    const lost = { id: 5, pId: 99, orgName: '孤' }
    expect(nested([a1, a, b, lost])).toEqual([{ ...a, children: [a1] }, b, lost])
  })

  it('a nested answer stays as it came, and a ring of parents shows each node once', () => {
    const tree = [{ id: 1, orgName: '甲', children: [{ id: 11, pId: 1, orgName: '甲一' }] }]
    expect(nested(tree)).toBe(tree)
    const ring = nested([
      { id: 1, pId: 2, orgName: '甲' },
      { id: 2, pId: 1, orgName: '乙' },
    ])
    expect(flat(ring).map((n) => n.id)).toEqual([1, 2])
  })

  it('documented fields only: the nodes that came, read without failing', async () => {
    setDocumentedOnly(true)
    loginAs('company')
    const answer = await makeStore()
      .dispatch(ep.getOrgTree.initiate({ date: 1 }))
      .unwrap()
    const top = db.orgs.filter((o) => o.companyCode === 'C002' && o.pId === 0)
    expect(answer.map((n) => n.orgName)).toEqual(expect.arrayContaining(top.map((o) => o.orgName)))
    expect(answer.every((n) => n.id !== undefined)).toBe(true)
  })

  it('EditOrg without a pId keeps the department where it is', async () => {
    loginAs('company')
    const org = db.orgs.find((o) => o.companyCode === 'C002' && o.orgName === '一车间')!
    const parent = org.pId
    await makeStore()
      .dispatch(ep.editOrg.initiate({ id: org.id, orgName: '一车间（新）' }))
      .unwrap()
    expect(db.orgs.find((o) => o.id === org.id)).toMatchObject({
      orgName: '一车间（新）',
      pId: parent,
      order: org.order,
    })
  })
})

function flat(nodes: OrgNode[]): OrgNode[] {
  return nodes.flatMap((n) => [n, ...flat(n.children ?? [])])
}
