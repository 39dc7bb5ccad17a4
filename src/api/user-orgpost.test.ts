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

describe('user_orgpost', () => {
  it('Removeorgpost sends the row and refreshes only the org-post list', async () => {
    const log = recordRequests(server, () => envelope({ models: [], totalCount: 0 }))
    const store = makeStore()
    const posts = store.dispatch(userPostApi.endpoints.getPostListPage.initiate(page))
    const orgPosts = store.dispatch(userOrgpostApi.endpoints.getOrgPostListPage.initiate(page))
    await posts
    await orgPosts
    await store
      .dispatch(userOrgpostApi.endpoints.removeorgpost.initiate({ ...post, orgCode: 'O5' }))
      .unwrap()
    expect(log.find((r) => r.pathname === '/Api/User/user_orgpost/Removeorgpost')?.body).toEqual({
      ...post,
      orgCode: 'O5',
    })
    await waitFor(() => expect(hits(log, '/Api/User/user_orgpost/GetOrgPostListPage')).toBe(2))
    expect(hits(log, '/Api/User/user_post/GetPostListPage')).toBe(1)
    posts.unsubscribe()
    orgPosts.unsubscribe()
  })
})
