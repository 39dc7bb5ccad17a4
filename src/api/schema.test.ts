import { http } from 'msw'
import { envelope } from '../../mocks/test-harness'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'
import { assumedPaths } from './assumed-paths'
import { MALFORMED } from './base-api'
import { baseNewsApi } from './base-news'
import { sysNoticeApi } from './sys-notice'
import { trainResApi } from './train-res'
import { trainResdirApi } from './train-resdir'
import { NEWS_PAGE_BODY } from './api.test-kit'

// Every answer of the public site is checked before a component sees it. Each call is
// asked with each shape a legacy backend sends on a bad day.
const SHAPES: [string, unknown][] = [
  ['an object', {}],
  ['a string', 'oops'],
  ['a list wrapped in an object', { rows: [{ id: 1 }], total: 1 }],
]

type Ask = (store: ReturnType<typeof makeStore>) => Promise<{ error?: unknown; data?: unknown }>
const CALLS: {
  name: string
  path: () => string
  list: boolean
  /** what the endpoint gives for an empty list: the list, or the page of a paged list */
  empty?: unknown
  ask: Ask
}[] = [
  {
    name: 'getLinkListByType',
    path: () => assumedPaths.linksByType,
    list: true,
    ask: (s) => s.dispatch(assumedApi.endpoints.getLinkListByType.initiate({ linkType: 1 })),
  },
  {
    name: 'getHomeResDirList',
    path: () => assumedPaths.homeResDirs,
    list: true,
    ask: (s) => s.dispatch(assumedApi.endpoints.getHomeResDirList.initiate()),
  },
  {
    name: 'getNewsListByTypeId',
    path: () => assumedPaths.newsByType,
    list: true,
    ask: (s) =>
      s.dispatch(assumedApi.endpoints.getNewsListByTypeId.initiate({ typeid: 1, limit: 6 })),
  },
  {
    name: 'getNewsPageListByTypeId',
    path: () => assumedPaths.newsPage,
    list: true,
    empty: { rows: [], total: 0 },
    ask: (s) => s.dispatch(assumedApi.endpoints.getNewsPageListByTypeId.initiate(NEWS_PAGE_BODY)),
  },
  {
    name: 'indexHotRes',
    path: () => '/Api/Train_Manage/Train_Res/IndexHotRes',
    list: true,
    ask: (s) => s.dispatch(trainResApi.endpoints.indexHotRes.initiate({ dCode: '' })),
  },
  {
    name: 'indexRecommendRes',
    path: () => '/Api/Train_Manage/Train_Res/IndexRecommendRes',
    list: true,
    ask: (s) => s.dispatch(trainResApi.endpoints.indexRecommendRes.initiate({ cate: 1 })),
  },
  {
    name: 'getIndexResDirList',
    path: () => '/Api/Train_Manage/Train_ResDir/GetIndexResDirList',
    list: true,
    ask: (s) => s.dispatch(trainResdirApi.endpoints.getIndexResDirList.initiate({})),
  },
  {
    name: 'getIndexPageListNotice',
    path: () => '/Api/SysConfig/sys_notice/GetIndexPageListNotice',
    list: true,
    ask: (s) =>
      s.dispatch(sysNoticeApi.endpoints.getIndexPageListNotice.initiate({ Type: 4, limit: 6 })),
  },
  {
    name: 'getNewsDetail',
    path: () => '/Api/Base_Manage/Base_News/GetTheData',
    list: false,
    ask: (s) => s.dispatch(baseNewsApi.endpoints.getNewsDetail.initiate({ id: 1 })),
  },
  {
    name: 'getDetailBySysCode',
    path: () => '/Api/SysConfig/sys_notice/GetDetailBySysCode',
    list: false,
    ask: (s) =>
      s.dispatch(sysNoticeApi.endpoints.getDetailBySysCode.initiate({ noticeSysCode: 'N1' })),
  },
]

const answer = (path: string, data: unknown) =>
  server.use(http.all(`*${path}`, () => envelope(data)))

describe('answers are checked at the API boundary', () => {
  it.each(CALLS.filter((c) => c.list))('$name reads null as an empty list', async (call) => {
    answer(call.path(), null)
    const result = await call.ask(makeStore())
    expect(result.error).toBeUndefined()
    expect(result.data).toEqual(call.empty ?? [])
  })

  // a record's every field may be missing, so an object of other fields reads as an empty record
  // (the detail pages say there is nothing to show); a string where data belongs still fails
  const cases = CALLS.flatMap((call) =>
    SHAPES.filter(([shape]) => call.list || shape === 'a string').map(([shape, data]) => ({
      ...call,
      shape,
      data,
    })),
  )
  it.each(cases)('$name fails on $shape, with one warning naming it', async (call) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer(call.path(), call.data)
    const first = await call.ask(makeStore())
    await call.ask(makeStore())
    expect(first.error).toEqual({ status: 'SCHEMA', message: MALFORMED })
    // the schema's warnings only: on a busy machine Redux's development checks may warn that
    // they were slow, which says nothing about the answer
    const schemaWarnings = warn.mock.calls
      .map(([text]) => String(text))
      .filter((text) => text.startsWith('接口 '))
    expect(schemaWarnings).toHaveLength(1)
    expect(schemaWarnings[0]).toContain(call.name)
  })

  it('drops the fields it does not declare: a page can read only documented or registered ones', async () => {
    answer(assumedPaths.linksByType, [{ pcLinkName: '首页', pcLinkUrl: '/home', extra: 'x' }])
    const store = makeStore()
    const result = await store.dispatch(
      assumedApi.endpoints.getLinkListByType.initiate({ linkType: 1 }),
    )
    expect(result.data).toEqual([{ pcLinkName: '首页', pcLinkUrl: '/home' }])
  })

  it('reads an object of other fields as a record without them, not as a failure', async () => {
    answer('/Api/Base_Manage/Base_News/GetTheData', { rows: [{ id: 1 }], total: 1 })
    const result = await makeStore().dispatch(
      baseNewsApi.endpoints.getNewsDetail.initiate({ id: 1 }),
    )
    expect(result.error).toBeUndefined()
    expect(result.data).toEqual({ fullHead: '', attachFiles: [] })
  })
})
