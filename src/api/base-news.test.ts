import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { baseNewsApi } from './base-news'
import { envelope, recordRequests } from './test-recorder'

const C = '/Api/Base_Manage/Base_News'

describe('Base_News', () => {
  it('GetTheData posts the id with isread 1 and returns the article', async () => {
    const news = {
      id: 3,
      fullHead: '工伤预防宣传周',
      releaseTimeText: '2024-05-01',
      attachFiles: [{ url: 'https://f/a.pdf', name: 'a.pdf' }],
    }
    const log = recordRequests(server, () => envelope(news))
    const result = await makeStore().dispatch(baseNewsApi.endpoints.getTheData.initiate({ id: 3 }))
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: `${C}/GetTheData`,
      body: { id: 3, isread: 1 },
    })
    expect(result.data?.data.fullHead).toBe('工伤预防宣传周')
  })

  it('GetLatestNewsDataList posts search{typeid, keyword} and ReleaseTime desc sorting; total comes in the envelope', async () => {
    const body = {
      search: { typeid: 2, keyword: '安全' },
      pageIndex: 1,
      pageRows: 10,
      sortField: 'ReleaseTime' as const,
      sortType: 'desc' as const,
    }
    const log = recordRequests(server, () => envelope([{ id: 1, fullHead: 'A' }], { total: 31 }))
    const result = await makeStore().dispatch(
      baseNewsApi.endpoints.getLatestNewsDataList.initiate(body),
    )
    expect(log[0].body).toEqual(body)
    expect(result.data?.total).toBe(31)
  })
})
