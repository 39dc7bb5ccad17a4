import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { antd, renderApp, setupUser } from '../../testing'
import { assumedPaths } from '../../api/assumed-paths'
import type { NewsListQuery } from '../../api/base-news'

/** Bodies the paged-news call received (the mock still answers). */
function recordList(): NewsListQuery[] {
  const bodies: NewsListQuery[] = []
  server.use(
    http.post(`*${assumedPaths.newsPage}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as NewsListQuery)
    }),
  )
  return bodies
}

const list = () => screen.findByRole('list', { name: '新闻列表' })
const query = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)

describe('/newslist', () => {
  it('lists 新闻动态 newest first, 10 a page, with breadcrumbs and a total', async () => {
    const bodies = recordList()
    renderApp('/newslist?typeId=1')
    expect(await screen.findByRole('heading', { level: 1, name: '新闻动态' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: '面包屑' })
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home')
    const items = within(await list()).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    expect(
      within(items[0]).getByRole('heading', { name: '华东机械开展全员安全生产培训' }),
    ).toBeInTheDocument()
    // behaviour B9.12: year-month-day hour:minute
    expect(within(items[0]).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument()
    expect(within(items[0]).getByText(/本次活动围绕工伤预防/)).toBeInTheDocument()
    expect(screen.getByText('共 12 条')).toBeInTheDocument()
    expect(bodies[0]).toEqual({
      search: { typeid: 1, keyword: '' },
      pageIndex: 1,
      pageRows: 10,
      sortField: 'ReleaseTime',
      sortType: 'desc',
    })
  })

  it('lists 政策法规 for typeId 2', async () => {
    const bodies = recordList()
    renderApp('/newslist?typeId=2')
    expect(await screen.findByRole('heading', { level: 1, name: '政策法规' })).toBeInTheDocument()
    expect(within(await list()).getByText('工伤保险条例（2010年修订）')).toBeInTheDocument()
    expect(bodies[0].search.typeid).toBe(2)
  })

  it('pages, keeps the page in the URL and restarts at page 1 when searching', async () => {
    const user = setupUser()
    const bodies = recordList()
    const { router } = renderApp('/newslist?typeId=1')
    await list()
    await user.click(screen.getByTitle('2'))
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageIndex: 2, pageRows: 10 }))
    expect(query(router).get('page')).toBe('2')
    expect(await screen.findByText('工伤预防线上课程全新改版')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: '搜索关键字' }), '演练{Enter}')
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        search: { typeid: 1, keyword: '演练' },
        pageIndex: 1,
        pageRows: 10,
        sortField: 'ReleaseTime',
        sortType: 'desc',
      }),
    )
    expect(query(router).get('keyword')).toBe('演练')
    expect(query(router).get('page')).toBeNull()
    expect(await screen.findByText('共 1 条')).toBeInTheDocument()
  })

  it('keeps the page mounted while paging and searching: focus moves to the heading, or stays in the search box', async () => {
    const user = setupUser()
    const { router } = renderApp('/newslist?typeId=1')
    await list()
    const heading = screen.getByRole('heading', { level: 1, name: '新闻动态' })
    await user.click(screen.getByTitle('2'))
    await waitFor(() => expect(query(router).get('page')).toBe('2'))
    expect(await screen.findByText('工伤预防线上课程全新改版')).toBeInTheDocument()
    expect(heading).toHaveFocus()
    expect(screen.getByRole('heading', { level: 1, name: '新闻动态' })).toBe(heading)

    const search = screen.getByRole('searchbox', { name: '搜索关键字' })
    await user.type(search, '演练{Enter}')
    expect(await screen.findByText('共 1 条')).toBeInTheDocument()
    expect(query(router).get('keyword')).toBe('演练')
    expect(screen.getByRole('searchbox', { name: '搜索关键字' })).toBe(search)
    expect(search).toHaveFocus()
    expect(search).toHaveValue('演练')

    // back in history: the box shows the URL's keyword again
    await act(() => router.navigate(-1))
    await waitFor(() => expect(search).toHaveValue(''))
  })

  it('has the public top navigation and footer links that stay in the app', async () => {
    const user = setupUser()
    const { router } = renderApp('/newslist?typeId=1')
    await list()
    const nav = within(screen.getByRole('navigation', { name: '顶部导航' }))
    expect(await nav.findByRole('link', { name: '第一课堂' })).toHaveAttribute(
      'href',
      '/firstclassindex',
    )
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: '政策法规' }),
    )
    expect(router.state.location.search).toBe('?typeId=2')
    expect(await screen.findByRole('heading', { level: 1, name: '政策法规' })).toBeInTheDocument()
    // the new type's rows replace the old ones once they arrive
    expect(await within(await list()).findByText('工伤保险条例（2010年修订）')).toBeInTheDocument()
  })

  it('restores page, size and keyword from the URL', async () => {
    const bodies = recordList()
    renderApp('/newslist?typeId=1&keyword=安全&page=2&size=20')
    await screen.findByRole('heading', { level: 1, name: '新闻动态' })
    await waitFor(() =>
      expect(bodies[0]).toMatchObject({
        search: { typeid: 1, keyword: '安全' },
        pageIndex: 2,
        pageRows: 20,
      }),
    )
    expect(screen.getByRole('searchbox', { name: '搜索关键字' })).toHaveValue('安全')
  })

  it('sends pageRows 20 after choosing 20 条/页', async () => {
    const user = setupUser()
    const bodies = recordList()
    const { router } = renderApp('/newslist?typeId=1&page=2')
    await list()
    await user.click(screen.getByRole('combobox'))
    await user.click(await screen.findByTitle('20 条/页'))
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageIndex: 1, pageRows: 20 }))
    expect(query(router).get('size')).toBe('20')
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(12),
    )
  })

  it('opens an internal item in a new tab and an external one at its link', async () => {
    const user = setupUser()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderApp('/newslist?typeId=1')
    const view = within(await list())
    const internal = view.getByRole('link', { name: '华东机械开展全员安全生产培训' })
    expect(internal).toHaveAttribute('target', '_blank')
    await user.click(internal)
    expect(open).toHaveBeenCalledWith('/newsitem?newsId=1', '_blank', 'noopener,noreferrer')
    await user.click(view.getByRole('link', { name: '工伤预防宣传进企业活动启动' }))
    expect(open).toHaveBeenLastCalledWith('https://www.gov.cn/', '_blank', 'noopener,noreferrer')
    open.mockRestore()
  })

  it('shows 暂无数据 when nothing matches', async () => {
    renderApp('/newslist?typeId=1&keyword=不存在的关键字')
    expect(await antd.findEmpty()).toBeInTheDocument()
    expect(screen.queryByText(/共 \d+ 条/)).not.toBeInTheDocument()
  })

  it('shows an error with 重试 that loads again', async () => {
    const user = setupUser()
    // failing until 重试 (the route's loader and the page may each ask once)
    let failing = true
    server.use(
      http.post(`*${assumedPaths.newsPage}`, () => (failing ? fail('服务繁忙') : undefined)),
    )
    renderApp('/newslist?typeId=2')
    expect(await screen.findByText('新闻列表加载失败')).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByText('工伤保险条例（2010年修订）')).toBeInTheDocument()
  })
})

describe('/newslist with a typeId that is neither list', () => {
  it('says the column does not exist instead of showing news, and asks for nothing', async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('GetNewsPageListByTypeId')) asked.push(request.url)
    }
    server.events.on('request:start', listen)
    renderApp('/newslist?typeId=9')
    expect(await screen.findByText('栏目不存在')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', '/home')
    expect(asked).toEqual([])
    server.events.removeListener('request:start', listen)
  })
})
