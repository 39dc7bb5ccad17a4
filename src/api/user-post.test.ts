import { waitFor } from '@testing-library/react'
import { loginAs } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userOrgApi, type OrgNode } from './user-org'
import { userOrgpostApi } from './user-orgpost'
import { userPostApi } from './user-post'
import { userUserApi } from './user-user'

// Real baseQuery -> real mock handlers.
const ep = userPostApi.endpoints
const list = { KeyWord: '', OrgCode: '', pageIndex: 1, pageRows: 100 }

describe('user_post against the mock backend', () => {
  it('SavePost renames a post: the post list and the session of its holder follow', async () => {
    loginAs('company')
    const store = makeStore()
    const posts = store.dispatch(ep.getPostListPage.initiate(list))
    const info = store.dispatch(userUserApi.endpoints.getUserInfo.initiate())
    const { postName } = (await info).data!
    const mine = (await posts).data!.rows.find((p) => p.postName === postName)!
    await store
      .dispatch(ep.savePost.initiate({ id: mine.id, postName: '安全总监', importance: 1 }))
      .unwrap()
    await waitFor(() => {
      expect(userUserApi.endpoints.getUserInfo.select()(store.getState()).data?.postName).toBe(
        '安全总监',
      )
      expect(
        ep.getPostListPage
          .select(list)(store.getState())
          .data?.rows.find((p) => p.id === mine.id),
      ).toMatchObject({ postName: '安全总监', importance: 1 })
    })
    posts.unsubscribe()
    info.unsubscribe()
  })

  it('SetOrgPostBySelectOrg: the subscribed org-post list then shows the link', async () => {
    loginAs('company')
    const store = makeStore()
    const query = { KeyWord: '', OrgCode: 'C002-04', pageIndex: 1, pageRows: 50 }
    const orgPosts = store.dispatch(userOrgpostApi.endpoints.getOrgPostListPage.initiate(query))
    const linked = () =>
      userOrgpostApi.endpoints.getOrgPostListPage
        .select(query)(store.getState())
        .data?.rows.map((p) => p.postCode)
    await orgPosts
    const below = (nodes: OrgNode[]): OrgNode[] =>
      nodes.flatMap((n) => [n, ...below(n.children ?? [])])
    const tree = await store.dispatch(userOrgApi.endpoints.getOrgTree.initiate({})).unwrap()
    const org = below(tree).find((n) => n.orgCode === query.OrgCode)!
    const post = (await store.dispatch(ep.getPostListPage.initiate(list)).unwrap()).rows.find(
      (p) => !linked()?.includes(p.postCode),
    )!
    await store
      .dispatch(ep.setOrgPostBySelectOrg.initiate({ PostCode: post.postCode!, OrgIds: [org.id] }))
      .unwrap()
    await waitFor(() => expect(linked()).toContain(post.postCode))
    orgPosts.unsubscribe()
  })
})
