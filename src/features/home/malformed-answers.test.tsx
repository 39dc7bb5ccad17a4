import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../mocks/node'
import { assumedPaths } from '../../api/assumed-paths'
import { MALFORMED } from '../../api/base-api'
import { renderApp } from '../../testing'

// One call answering success with a body of the wrong shape costs one section, never the
// page. Each public page is opened with exactly one of its calls misbehaving: answering {} (every
// wrong shape of a list fails at the boundary alike: src/api/schema.test.ts asks each call with
// each one; a record answered {} has none of its fields) or null (an empty list).
const SHAPES: [string, unknown][] = [
  ['null', null],
  ['{}', {}],
]

const paths = {
  links: () => assumedPaths.linksByType,
  homeDirs: () => assumedPaths.homeResDirs,
  hot: () => '/Api/Train_Manage/Train_Res/IndexHotRes',
  notices: () => '/Api/SysConfig/sys_notice/GetIndexPageListNotice',
  newsByType: () => assumedPaths.newsByType,
  recommended: () => '/Api/Train_Manage/Train_Res/IndexRecommendRes',
  indexDirs: () => '/Api/Train_Manage/Train_ResDir/GetIndexResDirList',
  newsPage: () => assumedPaths.newsPage,
  newsDetail: () => '/Api/Base_Manage/Base_News/GetTheData',
  noticeDetail: () => '/Api/SysConfig/sys_notice/GetDetailBySysCode',
}
type Call = keyof typeof paths

// Calls answering one record: every field of it may be missing, so {} is a record without content
// and the page says so, instead of a failure at the boundary.
const RECORDS: Call[] = ['newsDetail', 'noticeDetail']

// Each page with the calls it makes and something of the page that must stay on screen.
const PAGES: { route: string; calls: Call[]; stays: () => Promise<unknown> }[] = [
  {
    route: '/home',
    calls: ['links', 'homeDirs', 'hot', 'notices', 'newsByType'],
    stays: () => screen.findByRole('region', { name: '新闻动态' }),
  },
  {
    route: '/newslist?typeId=1',
    calls: ['links', 'newsPage'],
    stays: () => screen.findByRole('heading', { level: 1, name: '新闻动态' }),
  },
  { route: '/newsitem?newsId=1', calls: ['links', 'newsDetail'], stays: () => footer() },
  {
    route: '/viewnoticeitem?noticeSysCode=NT20260001',
    calls: ['links', 'noticeDetail'],
    stays: () => footer(),
  },
  { route: '/company', calls: ['links'], stays: () => footer() },
  {
    route: '/firstclassindex',
    calls: ['links', 'recommended', 'indexDirs'],
    stays: () => screen.findByText('精选好课'),
  },
]

// the public footer, on every public page
const footer = () =>
  waitFor(() => {
    const element = document.querySelector('footer.public-footer')
    expect(element).toHaveTextContent('08:30-16:30')
    return element
  })

const cases = PAGES.flatMap(({ route, calls, stays }) =>
  calls.flatMap((call) => SHAPES.map(([shape, data]) => ({ route, call, shape, data, stays }))),
)

describe('a malformed answer costs one section, never the page', () => {
  it.each(cases)('$route with $call answering $shape', async ({ route, call, data, stays }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    server.use(
      http.all(`*${paths[call]()}`, () =>
        HttpResponse.json({ success: true, errorCode: 0, msg: '', data, total: 0 }),
      ),
    )
    renderApp(route)
    await stays()
    expect(await footer()).toBeInTheDocument()
    if (data !== null && RECORDS.includes(call)) {
      expect(await screen.findByText(/没有可显示的内容$/)).toBeInTheDocument()
    } else if (data !== null) {
      // the call failed at the boundary, and the section that made it offers 重试
      await waitFor(() =>
        expect(warn.mock.calls.some((c) => String(c[0]).includes(MALFORMED.slice(-6)))).toBe(true),
      )
      expect((await screen.findAllByRole('button', { name: /重\s*试/ })).length).toBeGreaterThan(0)
    }
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument()
    expect(screen.queryByText('这部分内容暂时无法显示')).not.toBeInTheDocument()
    // no component threw (React reports render errors through console.error)
    expect(error.mock.calls.filter((c) => String(c[0]).match(/TypeError|not a function/))).toEqual(
      [],
    )
  })
})
