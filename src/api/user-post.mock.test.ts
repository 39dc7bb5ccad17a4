import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userPostApi } from './user-post'
import { userOrgpostApi } from './user-orgpost'
import { userUserApi } from './user-user'

// Real baseQuery -> real mock handlers.
const ep = userPostApi.endpoints
const list = { KeyWord: '安全', OrgCode: '', pageIndex: 1, pageRows: 20 }

describe('user_post against the mock backend', () => {
  it('GetPostListPage sends KeyWord, OrgCode and paging; the mock filters by the keyword', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const result = await makeStore().dispatch(ep.getPostListPage.initiate(list)).unwrap()
    expect(result.data.models.length).toBeGreaterThan(0)
    expect(
      result.data.models.every((p) => `${p.postName}${p.orgName}${p.orgNameStr}`.includes('安全')),
    ).toBe(true)
    expect((await wire.sent())[0]).toMatchObject({ method: 'POST', query: {}, body: list })
  })

  it('SavePost renames a post: the post list, user rows and the session follow', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const store = makeStore()
    const posts = store.dispatch(ep.getPostListPage.initiate(list))
    const info = store.dispatch(userUserApi.endpoints.getUserInfo.initiate())
    const mine = (await posts).data!.data.models.find((p) => p.postName === '安全主管')!
    await info
    await store
      .dispatch(ep.savePost.initiate({ id: mine.id, postName: '安全总监', importance: 1 }))
      .unwrap()
    await waitFor(() => {
      expect(userUserApi.endpoints.getUserInfo.select()(store.getState()).data?.data.postName).toBe(
        '安全总监',
      )
      expect(
        ep.getPostListPage
          .select(list)(store.getState())
          .data?.data.models.find((p) => p.id === mine.id),
      ).toMatchObject({ postName: '安全总监', importance: 1 })
    })
    expect((await wire.to('/SavePost'))[0].body).toEqual({
      id: mine.id,
      postName: '安全总监',
      importance: 1,
    })
    posts.unsubscribe()
    info.unsubscribe()
  })

  it('SetOrgPostBySelectOrg sends PostCode and OrgIds; the org-post list then shows the link', async () => {
    loginAs('u-company')
    const store = makeStore()
    const query = { KeyWord: '', OrgCode: 'C002-04', pageIndex: 1, pageRows: 50 }
    const orgPosts = store.dispatch(userOrgpostApi.endpoints.getOrgPostListPage.initiate(query))
    expect((await orgPosts).data!.data.models.map((p) => p.postCode)).not.toContain('C002-P01')
    const org = (
      await store
        .dispatch(userOrgpostApi.endpoints.getOrgPostListPage.initiate({ ...query, pageRows: 1 }))
        .unwrap()
    ).data.models[0]
    const wire = watchWire()
    await store
      .dispatch(ep.setOrgPostBySelectOrg.initiate({ PostCode: 'C002-P01', OrgIds: [org.orgId!] }))
      .unwrap()
    await waitFor(() =>
      expect(
        userOrgpostApi.endpoints.getOrgPostListPage
          .select(query)(store.getState())
          .data?.data.models.map((p) => p.postCode),
      ).toContain('C002-P01'),
    )
    expect((await wire.to('/SetOrgPostBySelectOrg'))[0].body).toEqual({
      PostCode: 'C002-P01',
      OrgIds: [org.orgId],
    })
    orgPosts.unsubscribe()
  })
})
