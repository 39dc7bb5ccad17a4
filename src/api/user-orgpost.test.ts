import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userOrgpostApi } from './user-orgpost'
import { userPostApi } from './user-post'

// Real baseQuery -> real mock handlers.
const ep = userOrgpostApi.endpoints
const query = { KeyWord: '', OrgCode: 'C002-0201', pageIndex: 1, pageRows: 20 }

describe('user_orgpost against the mock backend', () => {
  it('Removeorgpost: the org-post list refetches without it, the post list does not refetch', async () => {
    loginAs('company')
    const store = makeStore()
    const list = store.dispatch(ep.getOrgPostListPage.initiate(query))
    const posts = store.dispatch(userPostApi.endpoints.getPostListPage.initiate(query))
    await list
    // the post list's row with the department it is listed under, as the posts page sends it
    const row = (await posts).data!.rows[0]
    const wire = watchWire()
    await store.dispatch(ep.removeOrgPost.initiate({ ...row, orgCode: query.OrgCode })).unwrap()
    await waitFor(() =>
      expect(
        ep.getOrgPostListPage
          .select(query)(store.getState())
          .data?.rows.map((r) => r.postCode),
      ).not.toContain(row.postCode),
    )
    expect(await wire.to('/GetPostListPage')).toEqual([])
    list.unsubscribe()
    posts.unsubscribe()
  })
})
