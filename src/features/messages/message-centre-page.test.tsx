import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import {
  antd,
  findDialog,
  findRow,
  preloadRoutes,
  renderApp,
  alertTitled,
  setupUser,
} from '../../testing'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/ydmessage/index', '/ydnotice/showview', '/exam/index'), 60_000)

const C = '/Api/SysConfig/sys_message'
const link = (path: string, query: Record<string, string> = {}) =>
  JSON.stringify({ pc: { type: 1, value: { path, query } } })

/** A message of the learner, newer than the seeded ones so that it comes first. */
function addMessage(id: number, title: string, messageUrl: string, isRead: 0 | 1 = 0) {
  db.messages.push({
    id,
    userId: 'u-learner',
    title,
    content: `${title}的正文`,
    isRead,
    messageUrl,
    TempleteType: 1,
    createTime: '2099-01-01 08:00:00',
  })
}

const unread = () => db.messages.filter((m) => m.userId === 'u-learner' && !m.isRead).length
const bell = (count: number) =>
  screen.findByRole('link', { name: count ? `消息中心，${count} 条未读` : '消息中心' })
const table = async () => within(await screen.findByRole('table', { name: '消息列表' }))
const rowOf = (title: string) => findRow('消息列表', title)

describe('/ydmessage/index', () => {
  it('asks for page 1 with 10 rows and marks the unread messages', async () => {
    loginAs('learner')
    addMessage(9001, '新到的消息', 'not json')
    addMessage(9002, '看过的消息', 'not json', 1)
    const wire = watchWire()
    renderApp('/ydmessage/index')
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeInTheDocument()
    expect(within(await rowOf('新到的消息')).getByText('未读')).toBeInTheDocument()
    expect(within(await rowOf('看过的消息')).getByText('已读')).toBeInTheDocument()
    expect(within(await rowOf('新到的消息')).getByText('新到的消息的正文')).toBeInTheDocument()
    // asked once: the route's loader asks with the page's own body, and the page uses its answer
    const asked = await wire.to(`${C}/GetMessagePage`)
    expect(asked).toHaveLength(1)
    expect(asked[0].body).toEqual({
      Search: { key: '', IsRead: '', TempleteType: '' },
      pageIndex: 1,
      pageRows: 10,
    })
  })

  it('pages through the learner’s seeded messages: page 2 asks for pageIndex 2', async () => {
    loginAs('learner')
    const total = db.messages.filter((m) => m.userId === 'u-learner').length
    expect(total).toBeGreaterThan(20)
    const user = setupUser()
    const { router } = renderApp('/ydmessage/index')
    expect(await (await table()).findByText('考试提醒')).toBeInTheDocument()
    expect(screen.getByText(`共 ${total} 条`)).toBeInTheDocument()
    const wire = watchWire()
    await user.click(screen.getByTitle('2'))
    await waitFor(async () =>
      expect((await wire.to(`${C}/GetMessagePage`)).map((r) => r.body)).toEqual([
        { Search: { key: '', IsRead: '', TempleteType: '' }, pageIndex: 2, pageRows: 10 },
      ]),
    )
    // the older messages, ten of them
    expect(await (await table()).findByText('心得审核结果')).toBeInTheDocument()
    await waitFor(async () => expect((await table()).queryByText('考试提醒')).toBeNull())
    expect(antd.tableRows(screen.getByRole('table', { name: '消息列表' }))).toHaveLength(10)
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2')
  })

  it('sends the filters of the URL as Search and shows them in the filter bar', async () => {
    loginAs('learner')
    const wire = watchWire()
    renderApp('/ydmessage/index?keyword=考试&isRead=0&type=2&page=2&size=20')
    const filters = within(await screen.findByRole('search', { name: '筛选消息' }))
    const search = { key: '考试', IsRead: 0, TempleteType: 2 }
    await waitFor(async () =>
      expect((await wire.to(`${C}/GetMessagePage`))[0]?.body).toEqual({
        Search: search,
        pageIndex: 2,
        pageRows: 20,
      }),
    )
    // so few match that page 2 is past the end: the list goes back to its last page, page 1
    await waitFor(async () =>
      expect((await wire.to(`${C}/GetMessagePage`)).map((r) => r.body)).toEqual([
        { Search: search, pageIndex: 2, pageRows: 20 },
        { Search: search, pageIndex: 1, pageRows: 20 },
      ]),
    )
    expect(filters.getByLabelText('关键字')).toHaveValue('考试')
    expect(filters.getByTitle('未读')).toBeInTheDocument()
    expect(filters.getByTitle('考试通知')).toBeInTheDocument()
  })

  it('applies the filters on 查询 and keeps them in the URL', async () => {
    loginAs('learner')
    const user = setupUser({ delay: null })
    const { router } = renderApp('/ydmessage/index')
    const filters = within(await screen.findByRole('search', { name: '筛选消息' }))
    await user.type(filters.getByLabelText('关键字'), '考试')
    await user.click(filters.getByLabelText('阅读状态'))
    await user.click(await screen.findByTitle('未读'))
    const wire = watchWire()
    await user.click(filters.getByRole('button', { name: /查\s*询/ }))
    await waitFor(async () =>
      expect((await wire.to(`${C}/GetMessagePage`)).map((r) => r.body)).toEqual([
        { Search: { key: '考试', IsRead: 0, TempleteType: '' }, pageIndex: 1, pageRows: 10 },
      ]),
    )
    const query = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(query)).toEqual({ keyword: '考试', isRead: '0' })
    expect(await (await table()).findByText('考试提醒')).toBeInTheDocument()
    await waitFor(async () => expect((await table()).queryByText('学习提醒')).toBeNull())
  })

  it('reads an unread message: SetIsRead with isRead 1, the bell drops at once, no navigation', async () => {
    loginAs('learner')
    addMessage(9001, '格式错误的消息', '{"pc": {"value"')
    const before = unread()
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/ydmessage/index')
    await bell(before)
    await user.click(
      within(await rowOf('格式错误的消息')).getByRole('button', { name: '格式错误的消息' }),
    )
    const dialog = await findDialog('格式错误的消息')
    expect(within(dialog).getByText('格式错误的消息的正文')).toBeInTheDocument()
    expect(await bell(before - 1)).toBeInTheDocument()
    const [sent] = await wire.to(`${C}/SetIsRead`)
    expect(sent.body).toMatchObject({ id: 9001, title: '格式错误的消息', isRead: 1 })
    expect(router.state.location.pathname).toBe('/ydmessage/index')
    // the row is read now
    await waitFor(async () =>
      expect(within(await rowOf('格式错误的消息')).queryByText('未读')).toBeNull(),
    )
    expect(antd.errorToast()).toBeNull()
  })

  it('follows messageUrl inside the app, with its query, after marking the message read', async () => {
    loginAs('learner')
    addMessage(9003, '请查看通知', link('/ydnotice/showview', { noticeSysCode: 'NT20260001' }))
    const before = unread()
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/ydmessage/index')
    await bell(before)
    await user.click(within(await rowOf('请查看通知')).getByRole('link', { name: '请查看通知' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ydnotice/showview'))
    expect(router.state.location.search).toBe('?noticeSysCode=NT20260001')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '关于开展2026年度工伤预防能力提升培训的通知',
      }),
    ).toBeInTheDocument()
    expect(await bell(before - 1)).toBeInTheDocument()
    expect((await wire.to(`${C}/SetIsRead`))[0].body).toMatchObject({ id: 9003, isRead: 1 })
  })

  it('follows a link to a page of the user’s menu, with its query', async () => {
    loginAs('learner')
    addMessage(9005, '去我的考试', link('/exam/index', { from: 'message' }))
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/ydmessage/index')
    const title = within(await rowOf('去我的考试')).getByRole('link', { name: '去我的考试' })
    expect(title).toHaveAttribute('href', '/exam/index?from=message')
    await user.click(title)
    expect(await screen.findByRole('heading', { level: 1, name: '我的考试' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/exam/index')
    expect(router.state.location.search).toBe('?from=message')
    expect((await wire.to(`${C}/SetIsRead`))[0].body).toMatchObject({ id: 9005, isRead: 1 })
  })

  it('only opens and marks read a message whose link names no route of the app', async () => {
    loginAs('learner')
    addMessage(9006, '旧系统的链接', link('/ysExam/oldList', { examCode: 'EX1' }))
    // a page of the registry that the learner's menu does not grant lands on 401: no link either
    addMessage(9007, '培训资源已更新', link('/train/resource'))
    const before = unread()
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/ydmessage/index')
    await bell(before)
    expect(within(await rowOf('培训资源已更新')).queryByRole('link')).toBeNull()
    const row = await rowOf('旧系统的链接')
    expect(within(row).queryByRole('link')).toBeNull()
    await user.click(within(row).getByRole('button', { name: '旧系统的链接' }))
    const dialog = await findDialog('旧系统的链接')
    expect(within(dialog).getByText('旧系统的链接的正文')).toBeInTheDocument()
    expect(await bell(before - 1)).toBeInTheDocument()
    expect((await wire.to(`${C}/SetIsRead`))[0].body).toMatchObject({ id: 9006, isRead: 1 })
    expect(router.state.location.pathname).toBe('/ydmessage/index')
    expect(screen.queryByText('404')).toBeNull()
  })

  it('only opens a message whose link leaves the app, and does not mark a read one again', async () => {
    loginAs('learner')
    addMessage(9004, '外部链接', link('https://evil.example/steal'), 1)
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/ydmessage/index')
    const row = await rowOf('外部链接')
    expect(within(row).queryByRole('link')).toBeNull()
    await user.click(within(row).getByRole('button', { name: '外部链接' }))
    const dialog = await findDialog('外部链接')
    expect(within(dialog).getByText('外部链接的正文')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '关 闭' }))
    expect(router.state.location.pathname).toBe('/ydmessage/index')
    expect(await wire.to(`${C}/SetIsRead`)).toEqual([])
  })

  it('says 暂无数据 when there are no messages', async () => {
    loginAs('learner')
    server.use(http.post(`*${C}/GetMessagePage`, () => envelope({ models: [], totalCount: 0 })))
    renderApp('/ydmessage/index')
    expect(await antd.findEmpty(await table())).toBeInTheDocument()
  })

  it('shows a failed load with 重试, which asks again', async () => {
    loginAs('learner')
    // failing until 重试: the route's loader asks first, and the page asks again after a failure
    let failing = true
    server.use(
      http.post(`*${C}/GetMessagePage`, () => (failing ? fail('消息服务繁忙') : undefined)),
    )
    const user = setupUser()
    renderApp('/ydmessage/index')
    expect(await screen.findByText('消息加载失败')).toBeInTheDocument()
    expect(alertTitled('消息加载失败')).toHaveTextContent('消息服务繁忙')
    failing = false
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await (await table()).findByText('考试提醒')).toBeInTheDocument()
  })
})
