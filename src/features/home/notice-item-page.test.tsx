import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { antd, renderApp } from '../../testing'
import { envelope } from '../../../mocks/test-harness'
import { setDocumentedOnly } from '../../../mocks/documented-only'

const DETAIL = '/Api/SysConfig/sys_notice/GetDetailBySysCode'

describe('/viewnoticeitem', () => {
  afterEach(() => setDocumentedOnly(undefined))

  it('documented fields only: the notice shows with its attachments ("returns notice and attachments")', async () => {
    setDocumentedOnly(true)
    renderApp('/viewnoticeitem?noticeSysCode=NT20260001')
    const view = within(await screen.findByRole('article'))
    expect(
      view.getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' }),
    ).toBeInTheDocument()
    expect(view.getByText('各有关单位：')).toBeInTheDocument()
    expect(view.getByText('发布人：平台运营部')).toBeInTheDocument()
    const files = within(view.getByRole('region', { name: '附件' }))
    expect(files.getByRole('link', { name: '通知附件.pdf' })).toBeInTheDocument()
  })

  const nested = {
    noticeTitle: '分开回答的通知',
    noticeSecondTitle: '副标题：两种回答都读',
    noticeValue: '<p>分开回答的正文</p>',
    noticeType: 1,
    noticeSysCode: 'N2',
    status: 2,
    releaseTime: '2026-03-01 10:00:00',
    releaseName: '平台运营部',
  }
  const file = { uid: 'a1', enclosureName: '附件甲.pdf', enclosurloadUrl: '/files/a1.pdf' }

  for (const [shape, data] of [
    ['{notice, attachments}', { notice: nested, attachments: [file] }],
    ['{notice: {…, attachments}}', { notice: { ...nested, attachments: [file] } }],
  ] as const) {
    it(`reads the answer as ${shape}: title, second title, body and attachment links`, async () => {
      server.use(http.post(`*${DETAIL}`, () => envelope(data)))
      renderApp('/viewnoticeitem?noticeSysCode=N2')
      const view = within(await screen.findByRole('article'))
      expect(view.getByRole('heading', { level: 1, name: '分开回答的通知' })).toBeInTheDocument()
      expect(view.getByText('副标题：两种回答都读')).toBeInTheDocument()
      expect(view.getByText('分开回答的正文')).toBeInTheDocument()
      const files = within(view.getByRole('region', { name: '附件' }))
      expect(files.getByRole('link', { name: '附件甲.pdf' })).toHaveAttribute(
        'href',
        '/files/a1.pdf',
      )
      expect(view.getByText('发布人：平台运营部')).toBeInTheDocument()
    })
  }

  it('says the notice has nothing to show when the answer has neither title nor body', async () => {
    server.use(http.post(`*${DETAIL}`, () => envelope({ status: 2, attachments: [] })))
    renderApp('/viewnoticeitem?noticeSysCode=EMPTY')
    expect(await screen.findByText('该通知没有可显示的内容')).toBeInTheDocument()
    expect(screen.getByText('服务器返回的通知没有标题和正文。')).toBeInTheDocument()
  })

  it('shows title, second title, body, attachment links and, once released, the time and releaser', async () => {
    const codes: string[] = []
    server.use(
      http.post(`*${DETAIL}`, ({ request }) => {
        codes.push(new URL(request.url).searchParams.get('noticeSysCode') ?? '')
      }),
    )
    renderApp('/viewnoticeitem?noticeSysCode=NT20260001')
    const view = within(await screen.findByRole('article'))
    expect(
      view.getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' }),
    ).toBeInTheDocument()
    expect(view.getByText('各参训企业请于11月底前完成报名')).toBeInTheDocument()
    expect(view.getByText('各有关单位：')).toBeInTheDocument()
    const files = within(view.getByRole('region', { name: '附件' }))
    expect(files.getByRole('link', { name: '通知附件.pdf' })).toHaveAttribute(
      'href',
      '/mock/files/notice-attachment.pdf',
    )
    expect(files.getByRole('link', { name: '报名表.xls' })).toHaveAttribute(
      'download',
      '报名表.xls',
    )
    expect(view.getByText('发布人：平台运营部')).toBeInTheDocument()
    expect(view.getByText(/^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument()
    expect(codes).toEqual(['NT20260001'])
  })

  it('hides the release time and releaser of a notice that is not released (status 1)', async () => {
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({
          noticeTitle: '草稿通知',
          noticeValue: '<p>草稿正文</p>',
          noticeType: 1,
          noticeSysCode: 'D1',
          status: 1,
          releaseTime: '2026-03-01 10:00:00',
          releaseName: '某人',
          attachments: [],
        }),
      ),
    )
    renderApp('/viewnoticeitem?noticeSysCode=D1')
    const view = within(await screen.findByRole('article'))
    expect(view.getByText('草稿正文')).toBeInTheDocument()
    expect(view.queryByText(/发布人/)).not.toBeInTheDocument()
    expect(view.queryByText(/发布时间/)).not.toBeInTheDocument()
    expect(view.queryByRole('region', { name: '附件' })).not.toBeInTheDocument()
  })

  it('cleans hostile HTML in the body', async () => {
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({
          noticeTitle: '恶意通知',
          noticeValue:
            '<p>内容</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2">',
          noticeType: 1,
          noticeSysCode: 'X',
          status: 2,
          attachments: [],
        }),
      ),
    )
    renderApp('/viewnoticeitem?noticeSysCode=X')
    const node = await screen.findByRole('article')
    expect(within(node).getByText('内容')).toBeInTheDocument()
    expect(node.querySelector('script')).toBeNull()
    expect(node.querySelector('img')).not.toHaveAttribute('onerror')
  })

  it('shows the server msg as a warning toast when the notice cannot be read', async () => {
    renderApp('/viewnoticeitem?noticeSysCode=NOPE')
    const toast = await antd.findToast('该通知不存在或已被删除')
    expect(within(toast).getByRole('img', { name: 'exclamation-circle' })).toBeInTheDocument()
    // once, as a warning: the request layer does not add an error toast of its own
    expect(antd.toasts('该通知不存在或已被删除')).toHaveLength(1)
    expect(await screen.findByText('通知暂时无法查看')).toBeInTheDocument()
  })

  it('says so inline when noticeSysCode is missing', async () => {
    renderApp('/viewnoticeitem')
    expect(await screen.findByText('缺少通知编号')).toBeInTheDocument()
  })
})
