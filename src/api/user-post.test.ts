import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { userOrgpostApi } from './user-orgpost'
import { userPostApi } from './user-post'
import { envelope, hits, recordRequests } from './test-recorder'

const post = {
  id: 7,
  postName: '安全员',
  importance: 3,
  postCode: 'P7',
  orgName: '安全环保部',
  orgNameStr: '安全环保部',
}
const page = { KeyWord: '安全', OrgCode: 'O5', pageIndex: 1, pageRows: 10 }

describe('user_post', () => {
  it('GetPostListPage posts KeyWord/OrgCode/paging and returns models/totalCount', async () => {
    const log = recordRequests(server, () => envelope({ models: [post], totalCount: 1 }))
    const result = await makeStore().dispatch(userPostApi.endpoints.getPostListPage.initiate(page))
    expect(log[0]).toMatchObject({ pathname: '/Api/User/user_post/GetPostListPage', body: page })
    expect(result.data?.data).toEqual({ models: [post], totalCount: 1 })
  })

  it('SetOrgPostBySelectOrg sends PostCode and OrgIds and refreshes posts and org posts', async () => {
    const log = recordRequests(server, () => envelope({ models: [], totalCount: 0 }))
    const store = makeStore()
    const posts = store.dispatch(userPostApi.endpoints.getPostListPage.initiate(page))
    const orgPosts = store.dispatch(userOrgpostApi.endpoints.getOrgPostListPage.initiate(page))
    await posts
    await orgPosts
    await store
      .dispatch(
        userPostApi.endpoints.setOrgPostBySelectOrg.initiate({ PostCode: 'P7', OrgIds: [5, 9] }),
      )
      .unwrap()
    expect(log.find((r) => r.pathname.endsWith('SetOrgPostBySelectOrg'))?.body).toEqual({
      PostCode: 'P7',
      OrgIds: [5, 9],
    })
    await waitFor(() => expect(hits(log, '/Api/User/user_post/GetPostListPage')).toBe(2))
    await waitFor(() => expect(hits(log, '/Api/User/user_orgpost/GetOrgPostListPage')).toBe(2))
    posts.unsubscribe()
    orgPosts.unsubscribe()
  })
})
