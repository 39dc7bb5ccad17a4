import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { antd, preloadRoutes, renderApp, setupUser } from '../../testing'

// The shell's and the pages' code, loaded before the first render (the router loads it on first
// use, which on a busy machine takes longer than a query waits).
beforeAll(() => preloadRoutes('/ydnotice/showview'), 60_000)

const DETAIL = '/Api/SysConfig/sys_notice/GetDetailBySysCode'

describe('/ydnotice/showview', () => {
  it('shows the notice with its attachments inside the shell for a learner', async () => {
    loginAs('learner')
    renderApp('/ydnotice/showview?noticeSysCode=NT20260001')
    const view = within(await screen.findByRole('article'))
    expect(
      view.getByRole('heading', { level: 1, name: '关于开展2026年度工伤预防能力提升培训的通知' }),
    ).toBeInTheDocument()
    expect(view.getByText('各有关单位：')).toBeInTheDocument()
    const files = within(view.getByRole('region', { name: '附件' }))
    expect(files.getByRole('link', { name: '通知附件.pdf' })).toHaveAttribute(
      'href',
      '/mock/files/notice-attachment.pdf',
    )
    expect(view.getByText('发布人：平台运营部')).toBeInTheDocument()
    // the shell is around it: the navbar's user centre and the breadcrumb name the page
    expect(screen.getByRole('button', { name: '用户中心：张伟' })).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: '面包屑' }))
    expect(crumbs.getByText('通知详情')).toBeInTheDocument()
  })

  it('strips script and event handlers from the body', async () => {
    loginAs('learner')
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({
          noticeTitle: '恶意通知',
          noticeValue:
            '<p>正文</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2">',
          noticeType: 1,
          noticeSysCode: 'X',
          status: 1,
          releaseName: '某人',
          attachments: [],
        }),
      ),
    )
    renderApp('/ydnotice/showview?noticeSysCode=X')
    const node = await screen.findByRole('article')
    expect(within(node).getByText('正文')).toBeInTheDocument()
    expect(node.querySelector('script')).toBeNull()
    expect(node.querySelector('img')).not.toHaveAttribute('onerror')
    // not released (status 1): no releaser
    expect(within(node).queryByText(/发布人/)).toBeNull()
  })

  it('shows the server msg as a warning and says the notice cannot be read', async () => {
    loginAs('learner')
    renderApp('/ydnotice/showview?noticeSysCode=NOPE')
    const toast = await antd.findToast('该通知不存在或已被删除')
    expect(within(toast).getByRole('img', { name: 'exclamation-circle' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 1, name: '通知暂时无法查看' }),
    ).toBeInTheDocument()
  })

  it('says the code is missing and leads back to the learner home page', async () => {
    loginAs('learner')
    const user = setupUser()
    const { router } = renderApp('/ydnotice/showview')
    expect(
      await screen.findByRole('heading', { level: 1, name: '缺少通知编号' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '返回我的首页' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})
