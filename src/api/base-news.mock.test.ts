import { watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { baseNewsApi } from './base-news'

// Real baseQuery -> real mock handlers (the news calls are public: no login).
const ep = baseNewsApi.endpoints

describe('Base_News against the mock backend', () => {
  it('GetLatestNewsDataList sends search{typeid, keyword}, paging and the sort; answers rows in data, count in total', async () => {
    const wire = watchWire()
    const query = {
      search: { typeid: 2, keyword: '' },
      pageIndex: 1,
      pageRows: 5,
      sortField: 'ReleaseTime' as const,
      sortType: 'desc' as const,
    }
    const result = await makeStore().dispatch(ep.getLatestNewsDataList.initiate(query)).unwrap()
    expect(result.data).toHaveLength(5)
    expect(result.total).toBeGreaterThan(5)
    expect(result.data.every((n) => n.category === '政策法规')).toBe(true)
    const times = result.data.map((n) => n.releaseTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect((await wire.sent())[0].body).toEqual(query)
  })

  it('GetTheData sends isread 1 and each read counts a view', async () => {
    const wire = watchWire()
    // viewCnt is not in the spec's News fields; the mock answers it
    const views = async () =>
      (
        (
          await makeStore()
            .dispatch(ep.getTheData.initiate({ id: 1 }))
            .unwrap()
        ).data as { viewCnt?: number }
      ).viewCnt!
    const first = await views()
    expect(await views()).toBe(first + 1)
    expect((await wire.sent())[0].body).toEqual({ isread: 1, id: 1 })
  })
})
