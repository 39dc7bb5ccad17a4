import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { antd, renderApp, setupUser } from '../../testing'
import { envelope } from '../../../mocks/test-harness'
import { setDocumentedOnly } from '../../../mocks/documented-only'

const DETAIL = '/Api/Base_Manage/Base_News/GetTheData'

/** Bodies the news detail call received (the mock still answers). */
function recordDetail(): unknown[] {
  const bodies: unknown[] = []
  server.use(
    http.post(`*${DETAIL}`, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

const article = () => screen.findByRole('article')

describe('/newsitem', () => {
  afterEach(() => setDocumentedOnly(undefined))

  it('documented fields only: headline, body, attachments, time and author all show', async () => {
    setDocumentedOnly(true)
    renderApp('/newsitem?newsId=1')
    const view = within(await article())
    expect(
      view.getByRole('heading', { level: 1, name: '华东机械开展全员安全生产培训' }),
    ).toBeInTheDocument()
    expect(view.getByText(/本次活动围绕工伤预防/)).toBeInTheDocument()
    expect(
      within(view.getByRole('region', { name: '附件' })).getAllByRole('link'),
    ).not.toHaveLength(0)
    expect(view.getByText('作者：平台运营部')).toBeInTheDocument()
  })

  it('shows the centred headline, the body, the attachments, the release time text and the author', async () => {
    const bodies = recordDetail()
    renderApp('/newsitem?newsId=1')
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: '华东机械开展全员安全生产培训',
    })
    expect(heading).toHaveClass('news-article__title')
    const view = within(await article())
    expect(view.getByText(/本次活动围绕工伤预防/)).toBeInTheDocument()
    const attachments = within(view.getByRole('region', { name: '附件' }))
    const link = attachments.getByRole('link', { name: '华东机械开展全员安全生产培训（附件）.pdf' })
    expect(link).toHaveAttribute('href', '/mock/files/news-attachment.pdf')
    expect(link).toHaveAttribute('download')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(view.getByText(/^发布时间：\d{4}年\d{2}月\d{2}日$/)).toBeInTheDocument()
    expect(view.getByText('作者：平台运营部')).toBeInTheDocument()
    expect(bodies[0]).toEqual({ id: 1, isread: 1 })
  })

  it('leaves the attachment list out when there are none and formats releaseTime without a text', async () => {
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({
          id: 5,
          fullHead: '无附件新闻',
          newsContent: '<p>正文</p>',
          releaseTime: '2026-03-04T09:05:00',
          attachFiles: [],
          authorName: '编辑部',
        }),
      ),
    )
    renderApp('/newsitem?newsId=5')
    const view = within(await article())
    expect(view.getByRole('heading', { level: 1, name: '无附件新闻' })).toBeInTheDocument()
    expect(view.queryByRole('region', { name: '附件' })).not.toBeInTheDocument()
    expect(view.getByText('发布时间：2026-03-04 09:05')).toBeInTheDocument()
  })

  it('cleans hostile HTML in the body', async () => {
    const hostile =
      '<p id="ok">正文</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2" alt="图">'
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({ id: 9, fullHead: '带脚本的新闻', newsContent: hostile }),
      ),
    )
    renderApp('/newsitem?newsId=9')
    const node = await article()
    expect(within(node).getByText('正文')).toBeInTheDocument()
    expect(node.querySelector('script')).toBeNull()
    expect(node.querySelector('img')).not.toHaveAttribute('onerror')
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('shows the server msg as a warning toast and an inline way home when the call fails', async () => {
    const user = setupUser()
    const { router } = renderApp('/newsitem?newsId=999')
    const toast = await antd.findToast('该新闻不存在或已被删除')
    expect(within(toast).getByRole('img', { name: 'exclamation-circle' })).toBeInTheDocument()
    // once, as a warning: the request layer does not add an error toast of its own
    expect(antd.toasts('该新闻不存在或已被删除')).toHaveLength(1)
    expect(await screen.findByText('新闻暂时无法查看')).toBeInTheDocument()
    const home = screen.getByRole('link', { name: /返回首页/ })
    expect(home).toHaveAttribute('href', '/home')
    await user.click(home)
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })

  it('says so inline when newsId is missing, without calling the server', async () => {
    const bodies = recordDetail()
    renderApp('/newsitem')
    expect(await screen.findByText('缺少新闻编号')).toBeInTheDocument()
    await waitFor(() => expect(bodies).toHaveLength(0))
  })
})
