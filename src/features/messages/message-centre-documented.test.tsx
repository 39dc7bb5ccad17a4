import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { antd, findDialog, findRow, preloadRoutes, renderApp, setupUser } from '../../testing'
import { messageKey, messageListPage, messageTitle, needsMarking, readState } from './message-rows'

// The message centre against a backend that answers the documented fields only: messages come
// without id, title, content and time, and the page without totalCount.

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/ydmessage/index'), 60_000)

const C = '/Api/SysConfig/sys_message'
const link = (path: string, query: Record<string, string> = {}) =>
  JSON.stringify({ pc: { type: 1, value: { path, query } } })

/** An unread message of the learner, newer than the seeded ones; its type names it on screen. */
function addMessage(id: number, TempleteType: number, messageUrl: string) {
  db.messages.push({
    id,
    userId: 'u-learner',
    title: `标题${id}`,
    content: `正文${id}`,
    isRead: 0,
    messageUrl,
    TempleteType,
    createTime: `2099-01-01 08:00:0${id % 10}`,
  })
}

const isRead = (id: number) => db.messages.find((m) => m.id === id)?.isRead
const unread = () => db.messages.filter((m) => m.userId === 'u-learner' && !m.isRead).length
const bell = (count: number) =>
  screen.findByRole('link', { name: count ? `消息中心，${count} 条未读` : '消息中心' })
const rowOf = (name: string) => findRow('消息列表', name, { timeout: 20_000 })

beforeEach(() => setDocumentedOnly(true))
afterEach(() => setDocumentedOnly(undefined))

describe('a message of the documented fields only', () => {
  it('is titled by its type, or 消息 without one; its read state is unknown without isRead', () => {
    expect(messageTitle({ TempleteType: 2 })).toBe('考试通知')
    expect(messageTitle({ TempleteType: 9 })).toBe('类型 9')
    expect(messageTitle({})).toBe('消息')
    expect(messageTitle({ title: ' 考试提醒 ', TempleteType: 2 })).toBe('考试提醒')
    expect(readState({})).toBe('unknown')
    expect(readState({ isRead: 0 })).toBe('unread')
    // a message not known to be read is marked when opened
    expect(needsMarking({})).toBe(true)
    expect(needsMarking({ isRead: 1 })).toBe(false)
  })

  it('is keyed by its id, or by its place on the page: never by an empty key', () => {
    expect(messageKey({ id: 7 }, 3)).toBe('id:7')
    expect(messageKey({}, 3)).toBe('at:3')
    expect(messageKey({}, 0)).not.toBe(messageKey({}, 1))
  })

  it('pages on without a totalCount while pages come full, and says the total is unknown', () => {
    const full = { rows: Array.from({ length: 10 }, () => ({ isRead: 0 as const })) }
    expect(messageListPage(full, { page: 1, size: 10 })).toMatchObject({
      total: 11,
      totalKnown: false,
    })
    expect(messageListPage({ rows: full.rows.slice(0, 4) }, { page: 3, size: 10 })).toMatchObject({
      total: 24,
      totalKnown: false,
    })
    expect(messageListPage({ ...full, total: 37 }, { page: 1, size: 10 })).toMatchObject({
      total: 37,
      totalKnown: true,
    })
  })
})

describe('/ydmessage/index with documented answers only', () => {
  it('lists the messages and opens one: SetIsRead sends it back as it came, and it is read', async () => {
    loginAs('learner')
    addMessage(9201, 9, 'not json')
    const before = unread()
    const user = setupUser()
    const wire = watchWire()
    renderApp('/ydmessage/index')
    await bell(before)
    const row = await rowOf('类型 9')
    expect(within(row).getByText('未读')).toBeInTheDocument()
    expect(within(row).getByLabelText('时间未知')).toBeInTheDocument()
    // the page has no totalCount: the pager says what it knows
    expect(
      screen.getByText('服务器没有返回消息总数：可逐页向后翻看，显示的条数只计到下一页。'),
    ).toBeInTheDocument()
    expect(screen.getByText('共 11 条')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: '类型 9' }))
    const dialog = await findDialog('类型 9')
    expect(within(dialog).getByText('（无内容）')).toBeInTheDocument()
    const [sent] = await wire.to(`${C}/SetIsRead`)
    expect(sent.body).toEqual({ isRead: 1, messageUrl: 'not json', TempleteType: 9 })
    expect(await bell(before - 1)).toBeInTheDocument()
    expect(isRead(9201)).toBe(1)
    await waitFor(async () => expect(within(await rowOf('类型 9')).getByText('已读')).toBeTruthy())
    expect(antd.errorToast()).toBeNull()
  }, 40_000)

  it('follows a message’s link and marks it read without an id', async () => {
    loginAs('learner')
    addMessage(9202, 8, link('/exam/index', { from: 'message' }))
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/ydmessage/index')
    const title = within(await rowOf('类型 8')).getByRole('link', { name: '类型 8' })
    expect(title).toHaveAttribute('href', '/exam/index?from=message')
    await user.click(title)
    expect(await screen.findByRole('heading', { level: 1, name: '我的考试' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?from=message')
    expect((await wire.to(`${C}/SetIsRead`))[0].body).toEqual({
      isRead: 1,
      messageUrl: link('/exam/index', { from: 'message' }),
      TempleteType: 8,
    })
    await waitFor(() => expect(isRead(9202)).toBe(1))
  }, 40_000)

  it('标为已读 marks the rows selected on the page, each sent back whole', async () => {
    loginAs('learner')
    addMessage(9203, 7, '')
    addMessage(9204, 6, '')
    const before = unread()
    const user = setupUser()
    const wire = watchWire()
    renderApp('/ydmessage/index')
    for (const name of ['类型 7', '类型 6'])
      await user.click((await rowOf(name)).querySelector<HTMLInputElement>('input[type=checkbox]')!)
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument()
    const button = screen.getByRole('button', { name: /标为已读/ })
    expect(button).toHaveTextContent('标为已读（2）')
    await user.click(button)
    expect(await screen.findByText('已标为已读 2 条')).toBeInTheDocument()
    expect(await bell(before - 2)).toBeInTheDocument()
    expect((await wire.to(`${C}/SetIsRead`)).map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { isRead: 1, messageUrl: '', TempleteType: 7 },
        { isRead: 1, messageUrl: '', TempleteType: 6 },
      ]),
    )
    expect([isRead(9203), isRead(9204)]).toEqual([1, 1])
    // the rows were selected by their place on the page: the new answer clears that selection
    await waitFor(() => expect(screen.queryByText(/^已选择/)).toBeNull())
  }, 40_000)
})
