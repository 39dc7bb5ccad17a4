import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, watchWire } from '../../../mocks/test-harness'
import type { Notice } from '../../api/sys-notice'
import { antd, renderWithProviders, rowOf as kitRowOf, setupUser } from '../../testing'
import { Component } from './notices-page'
import { setDocumentedOnly } from '../../../mocks/documented-only'

const LIST = '/Api/SysConfig/sys_notice/GetIndexPageListNotice'
const PAGE = '/notice/index'

const notice = (code: string, title: string, extra: Partial<Notice> = {}): Notice => ({
  noticeSysCode: code,
  noticeTitle: title,
  noticeSecondTitle: `${title}的副标题`,
  noticeType: 1,
  releaseTime: '2026-03-01 09:30:00',
  releaseName: '平台运营部',
  ...extra,
})

/** The backend's notices by Type, as this test sets them. */
function answer(byType: Record<string, Notice[]>) {
  server.use(
    http.post(`*${LIST}`, ({ request }) =>
      envelope(byType[new URL(request.url).searchParams.get('Type') ?? ''] ?? []),
    ),
  )
}

const render = (route = PAGE) => renderWithProviders(<Component />, { route, path: PAGE })
const table = () => screen.findByRole('table', { name: '通知列表' })
// found afresh each time: a category's first load replaces the table with a skeleton
const rowOf = (title: string) => kitRowOf('通知列表', title)
const button = (name: RegExp) => screen.getByRole('button', { name })

describe('通知管理', () => {
  afterEach(() => setDocumentedOnly(undefined))

  it('documented fields only: lists the notices with their links', async () => {
    setDocumentedOnly(true)
    render()
    const row = await rowOf('关于开展2026年度工伤预防能力提升培训的通知')
    expect(
      row.getByRole('link', { name: '关于开展2026年度工伤预防能力提升培训的通知' }),
    ).toHaveAttribute('href', '/ydnotice/showview?noticeSysCode=NT20260001')
  })

  it('a notice without its code is listed with the reason it cannot open', async () => {
    answer({ 4: [{ noticeTitle: '无编号通知', noticeType: 1 }], 5: [] })
    render()
    const row = await rowOf('无编号通知')
    expect(row.queryByRole('link')).not.toBeInTheDocument()
    expect(row.getByText('缺少通知编号，不能打开')).toBeInTheDocument()
  })

  it('asks every category the home page shows and opens each notice the way its type says', async () => {
    answer({
      4: [
        notice('NT1', '站内通知'),
        notice('NT2', '外部通知', { noticeType: 2, noticeUrl: 'https://www.mohrss.gov.cn/' }),
      ],
      5: [
        notice('NT3', '危险链接', { noticeType: 2, noticeUrl: 'javascript:alert(1)' }),
        notice('NT4', '未发布的解读', { releaseTime: '1900-01-01 00:00:00', releaseName: '' }),
      ],
    })
    const wire = watchWire()
    render()

    const internal = await rowOf('站内通知')
    expect(internal.getByRole('link', { name: '站内通知' })).toHaveAttribute(
      'href',
      '/ydnotice/showview?noticeSysCode=NT1',
    )
    expect(internal.getByText('站内通知的副标题')).toBeInTheDocument()
    expect(internal.getByText('通知公告')).toBeInTheDocument()
    expect(internal.getByText('站内页面')).toBeInTheDocument()
    expect(internal.getByText('平台运营部')).toBeInTheDocument()
    expect(internal.getByText('2026-03-01 09:30')).toBeInTheDocument()

    const external = (await rowOf('外部通知')).getByRole('link', { name: /外部通知/ })
    expect(external).toHaveAttribute('href', 'https://www.mohrss.gov.cn/')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect((await rowOf('外部通知')).getByText('外部链接')).toBeInTheDocument()

    const unsafe = await rowOf('危险链接')
    expect(unsafe.queryByRole('link')).toBeNull()
    expect(unsafe.getByText('链接地址不是 http 或 https 网址，不能打开')).toBeInTheDocument()
    expect(unsafe.getByText('政策解读')).toBeInTheDocument()

    // no release yet: the 1900 date shows empty
    const draft = await rowOf('未发布的解读')
    expect(draft.queryByText(/1900/)).toBeNull()

    const sent = (await wire.to(LIST)).map((r) => r.query)
    expect(sent).toHaveLength(2)
    expect(sent).toEqual(
      expect.arrayContaining([
        { Type: '4', limit: '1000' },
        { Type: '5', limit: '1000' },
      ]),
    )
  })

  it('sends the Type of the category filter and keeps it in the URL', async () => {
    answer({ 4: [notice('NT1', '培训通知')], 5: [notice('NT2', '政策文件')] })
    const wire = watchWire()
    const user = setupUser()
    const { router } = render(`${PAGE}?type=5`)
    await rowOf('政策文件')
    expect((await wire.to(LIST)).map((r) => r.query.Type)).toEqual(['5'])
    expect(screen.getByTitle('政策解读')).toBeInTheDocument()

    await user.click(screen.getByLabelText('栏目'))
    await user.click(await screen.findByTitle('通知公告'))
    await user.click(button(/^查\s*询$/))
    await waitFor(() => expect(router.state.location.search).toBe('?type=4'))
    await rowOf('培训通知')
    expect((await wire.to(LIST)).map((r) => r.query.Type)).toEqual(['5', '4'])
    expect(router.state.location.search).toBe('?type=4')
    expect(within(await table()).queryByText('政策文件')).toBeNull()
  })

  it('searches titles and pages on the client, with both in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, i) => notice(`NT${i}`, `安全培训通知 ${i + 1}`))
    answer({ 4: [...many, notice('NTX', '平台升级公告')], 5: [] })
    const wire = watchWire()
    const user = setupUser()
    const { router } = render()
    await rowOf('安全培训通知 1')
    await user.type(screen.getByLabelText('标题'), '培训')
    await user.click(button(/^查\s*询$/))
    await waitFor(() => expect(router.state.location.search).toBe(`?title=${encodeURI('培训')}`))
    expect(await screen.findByText('共 12 条')).toBeInTheDocument()
    expect(within(await table()).queryByText('平台升级公告')).toBeNull()
    await rowOf('安全培训通知 10')

    const pager = antd.pager((await table()).closest<HTMLElement>('.list-table')!)!
    await user.click(within(pager).getByTitle('2'))
    await rowOf('安全培训通知 12')
    expect(within(await table()).queryByText('安全培训通知 1')).toBeNull()
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2')
    // the title never goes to the backend: it answers whole lists
    expect((await wire.to(LIST)).every((r) => !('title' in r.query))).toBe(true)
  })

  it('says 暂无数据 when there are no notices', async () => {
    answer({})
    render()
    expect(await antd.findEmpty(within(await table()))).toBeInTheDocument()
  })

  it('shows a failed load with 重试, which asks again', async () => {
    let calls = 0
    server.use(
      http.post(`*${LIST}`, () => {
        calls += 1
        if (calls <= 2) return fail('通知服务繁忙')
        return envelope([notice(`NT${calls}`, `恢复后的通知 ${calls}`)])
      }),
    )
    const user = setupUser()
    render()
    const alert = (await screen.findByText('通知列表加载失败')).closest('[role=alert]')!
    expect(alert).toHaveTextContent('通知服务繁忙')
    await user.click(within(alert as HTMLElement).getByText(/^重\s*试$/))
    expect(await within(await table()).findAllByText(/^恢复后的通知 \d$/)).toHaveLength(2)
  })
})
