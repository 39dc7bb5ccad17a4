import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { findRow, preloadRoutes, renderApp, setupUser } from '../../testing'
import { markReadSummary } from './use-mark-read'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/ydmessage/index'), 60_000)

const C = '/Api/SysConfig/sys_message'

/** A message of the learner, newer than the seeded ones so that it is on the first page. */
function addMessage(id: number, title: string, isRead: 0 | 1) {
  db.messages.push({
    id,
    userId: 'u-learner',
    title,
    content: `${title}的正文`,
    isRead,
    messageUrl: '',
    TempleteType: 1,
    createTime: `2099-01-01 08:00:0${id % 10}`,
  })
}

const unread = () => db.messages.filter((m) => m.userId === 'u-learner' && !m.isRead).length
const bell = (count: number) =>
  screen.findByRole('link', { name: count ? `消息中心，${count} 条未读` : '消息中心' })
const rowOf = (title: string, timeout = 8000) => findRow('消息列表', title, { timeout })
// the first render loads the shell and the page's code: slow on a busy machine (tests get 40 s)
const tick = async (title: string, user: ReturnType<typeof setupUser>) =>
  user.click((await rowOf(title, 20_000)).querySelector<HTMLInputElement>('input[type=checkbox]')!)
const markButton = () => screen.getByRole('button', { name: /标为已读/ })

describe('markReadSummary', () => {
  it('counts what worked and what failed', () => {
    expect(markReadSummary(3, 0)).toBe('已标为已读 3 条')
    expect(markReadSummary(2, 1)).toBe('已标为已读 2 条，1 条失败')
    expect(markReadSummary(0, 2)).toBe('2 条消息标为已读失败')
  })
})

describe('标为已读 over selected rows', () => {
  it('sends one SetIsRead per selected unread message, then asks the unread count once', async () => {
    loginAs('learner')
    addMessage(9101, '待读消息甲', 0)
    addMessage(9102, '待读消息乙', 0)
    addMessage(9103, '已读消息丙', 1)
    const before = unread()
    const user = setupUser()
    renderApp('/ydmessage/index')
    await rowOf('已读消息丙', 20_000)
    expect(markButton()).toBeDisabled()
    await tick('待读消息甲', user)
    await tick('待读消息乙', user)
    await tick('已读消息丙', user)
    expect(screen.getByText('已选择 3 项')).toBeInTheDocument()
    expect(markButton()).toHaveTextContent('标为已读（2）')

    const wire = watchWire()
    await user.click(markButton())
    expect(await screen.findByText('已标为已读 2 条')).toBeInTheDocument()
    expect(await bell(before - 2)).toBeInTheDocument()
    await waitFor(async () =>
      expect(within(await rowOf('待读消息甲')).queryByText('未读')).toBeNull(),
    )
    expect(screen.queryByText(/^已选择/)).toBeNull()
    // nothing more arrives later
    await new Promise((resolve) => setTimeout(resolve, 300))
    const sent = (await wire.sent()).map((r) => ({ path: r.pathname, body: r.body }))
    const reads = sent.filter((r) => r.path.endsWith(`${C}/SetIsRead`))
    expect(reads.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 9101, isRead: 1 }),
        expect.objectContaining({ id: 9102, isRead: 1 }),
      ]),
    )
    expect(reads).toHaveLength(2)
    const counts = sent
      .map((r, i) => (r.path.endsWith(`${C}/GetNoReadCount`) ? i : -1))
      .filter((i) => i >= 0)
    expect(counts).toHaveLength(1)
    const lastRead = sent.findLastIndex((r) => r.path.endsWith(`${C}/SetIsRead`))
    expect(counts[0]).toBeGreaterThan(lastRead)
    expect(sent.filter((r) => r.path.endsWith(`${C}/GetMessagePage`))).toHaveLength(1)
  }, 40_000)

  it('counts the failures, which stay selected', async () => {
    loginAs('learner')
    addMessage(9111, '能标记的消息', 0)
    addMessage(9112, '标记失败的消息', 0)
    server.use(
      http.post(`*${C}/SetIsRead`, async ({ request }) => {
        const { id } = (await request.clone().json()) as { id: number }
        if (id === 9112) return fail('消息状态更新失败')
      }),
    )
    const before = unread()
    const user = setupUser()
    renderApp('/ydmessage/index')
    await tick('能标记的消息', user)
    await tick('标记失败的消息', user)
    await user.click(markButton())
    expect(await screen.findByText('已标为已读 1 条，1 条失败')).toBeInTheDocument()
    expect(await bell(before - 1)).toBeInTheDocument()
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument()
    expect(markButton()).toHaveTextContent('标为已读（1）')
  }, 40_000)
})
