import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { userCompanyApi } from './user-company'
import { envelope, recordRequests } from './test-recorder'

describe('user_company', () => {
  it('GetCompanyListPage posts PageIndex/PageRows/Search{key} and returns data.models', async () => {
    const company = {
      companySysCode: 'S2',
      companyCode: 'C002',
      companyName: '华东机械制造有限公司',
    }
    const log = recordRequests(server, () => envelope({ models: [company], totalCount: 1 }))
    const result = await makeStore().dispatch(
      userCompanyApi.endpoints.getCompanyListPage.initiate({
        PageIndex: 1,
        PageRows: 100,
        Search: { key: '华东' },
      }),
    )
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: '/Api/User/user_company/GetCompanyListPage',
    })
    expect(log[0].body).toEqual({ PageIndex: 1, PageRows: 100, Search: { key: '华东' } })
    expect(result.data?.data.models).toEqual([company])
  })
})
