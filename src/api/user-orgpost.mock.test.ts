import { waitFor } from '@testing-library/react'
import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userOrgpostApi } from './user-orgpost'

// Real baseQuery -> real mock handlers.
const ep = userOrgpostApi.endpoints
const query = { KeyWord: '', OrgCode: 'C002-0201', pageIndex: 1, pageRows: 20 }

describe('user_orgpost against the mock backend', () => {
  it('GetOrgPostListPage answers the posts of one department with their org fields', async () => {
    loginAs('u-company')
    const wire = watchWire()
    const result = await makeStore().dispatch(ep.getOrgPostListPage.initiate(query)).unwrap()
    expect(result.data.models.length).toBeGreaterThan(0)
    expect(
      result.data.models.every((r) => r.orgCode === 'C002-0201' && r.orgName === '一车间'),
    ).toBe(true)
    expect((await wire.sent())[0].body).toEqual(query)
  })

  it('Removeorgpost posts the row back and the subscribed list refetches without it', async () => {
    loginAs('u-company')
    const store = makeStore()
    const list = store.dispatch(ep.getOrgPostListPage.initiate(query))
    const row = (await list).data!.data.models[0]
    const wire = watchWire()
    await store.dispatch(ep.removeorgpost.initiate(row)).unwrap()
    await waitFor(() =>
      expect(
        ep.getOrgPostListPage
          .select(query)(store.getState())
          .data?.data.models.map((r) => r.id),
      ).not.toContain(row.id),
    )
    expect((await wire.to('/Removeorgpost'))[0].body).toEqual(row)
    list.unsubscribe()
  })
})
