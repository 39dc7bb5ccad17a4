import { loginAs, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { userCompanyApi } from './user-company'

// Real baseQuery -> real mock handlers.
const ep = userCompanyApi.endpoints

describe('user_company against the mock backend', () => {
  it('GetCompanyListPage sends PageIndex, PageRows and Search.key; the mock filters by key', async () => {
    loginAs('u-admin')
    const wire = watchWire()
    const query = { PageIndex: 1, PageRows: 100, Search: { key: '机械' } }
    const result = await makeStore().dispatch(ep.getCompanyListPage.initiate(query)).unwrap()
    expect(result.data.models.map((c) => c.companyName)).toEqual(['华东机械制造有限公司'])
    expect((await wire.sent())[0]).toMatchObject({
      method: 'POST',
      pathname: '/Api/User/user_company/GetCompanyListPage',
      body: query,
    })
  })

  it('answers a company administrator with their own company only', async () => {
    loginAs('u-company')
    const result = await makeStore()
      .dispatch(ep.getCompanyListPage.initiate({ PageIndex: 1, PageRows: 100, Search: {} }))
      .unwrap()
    expect(result.data).toMatchObject({ totalCount: 1, models: [{ companyCode: 'C002' }] })
  })
})
