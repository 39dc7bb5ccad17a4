import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { preloadRoutes, renderApp, setupUser } from '../../testing'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/study/index'), 60_000)

const SEARCH = '/Api/Train_Manage/Train_Res/GetSearchPageList'
const courses = () => screen.findByRole('list', { name: '我的课程' })
const query = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search)

const row = (id: number, resName: string, progress: number) => ({
  id,
  resName,
  cover: '',
  progress,
})

describe('我的学习 (my study)', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it("lists the learner's studied courses with their progress and a link to the study page", async () => {
    const wire = watchWire()
    renderApp('/study/index')
    expect(await screen.findByRole('heading', { level: 1, name: '我的学习' })).toBeInTheDocument()
    const cards = within(await courses()).getAllByRole('article')
    const [sent] = await wire.to(SEARCH)
    expect(sent.body).toEqual({ search: { keyword: '', isStudy: 1 }, pageIndex: 1, pageRows: 12 })

    // every card is a course the learner has a study record of, with that record's progress
    const mine = db.records.filter((r) => r.userId === 'u-learner')
    expect(cards.length).toBe(Math.min(12, mine.length))
    for (const card of cards.slice(0, 3)) {
      const name = within(card).getByRole('heading', { level: 2 }).textContent
      const course = db.resources.find((r) => r.resName === name)!
      const record = mine.find((r) => r.resId === course.id)!
      expect(within(card).getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        String(record.progress),
      )
      expect(within(card).getByRole('link', { name: /继续学习/ })).toHaveAttribute(
        'href',
        `/trainres/study?id=${course.id}`,
      )
    }
  })

  it('says 开始学习 for an unstarted course and 继续学习 with the percentage otherwise', async () => {
    const user = setupUser()
    server.use(
      http.post(`*${SEARCH}`, () =>
        envelope([row(101, '叉车安全操作', 0), row(102, '消防器材使用', 45)], { total: 2 }),
      ),
    )
    const { router } = renderApp('/study/index')
    const [first, second] = within(await courses()).getAllByRole('article')
    expect(within(first).getByRole('link', { name: '开始学习：叉车安全操作' })).toHaveAttribute(
      'href',
      '/trainres/study?id=101',
    )
    expect(within(first).getByText('0%')).toBeInTheDocument()
    expect(
      within(second).getByRole('progressbar', { name: '消防器材使用 学习进度' }),
    ).toHaveAttribute('aria-valuenow', '45')
    expect(within(second).getByText('45%')).toBeInTheDocument()
    expect(screen.getByText('共 2 条')).toBeInTheDocument()

    await user.click(within(second).getByRole('link', { name: '继续学习：消防器材使用' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainres/study'))
    expect(router.state.location.search).toBe('?id=102')
  })

  it('switches to 收藏 and searches by keyword, both in the URL and back at page 1', async () => {
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp('/study/index?page=2')
    await screen.findByRole('heading', { level: 1, name: '我的学习' })
    await waitFor(async () => expect(await wire.to(SEARCH)).toHaveLength(1))
    expect((await wire.to(SEARCH))[0].body).toMatchObject({ pageIndex: 2 })

    await user.click(screen.getByText('收藏'))
    await waitFor(async () =>
      expect((await wire.to(SEARCH)).at(-1)?.body).toEqual({
        search: { keyword: '', isCollect: 1 },
        pageIndex: 1,
        pageRows: 12,
      }),
    )
    expect(query(router).get('tab')).toBe('collect')
    expect(query(router).get('page')).toBeNull()

    await user.type(screen.getByRole('textbox', { name: '课程名称' }), '安全')
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(async () =>
      expect((await wire.to(SEARCH)).at(-1)?.body).toEqual({
        search: { keyword: '安全', isCollect: 1 },
        pageIndex: 1,
        pageRows: 12,
      }),
    )
    expect(query(router).get('keyword')).toBe('安全')
  })

  it('says 暂无数据 when the learner has no courses', async () => {
    server.use(http.post(`*${SEARCH}`, () => envelope([], { total: 0 })))
    renderApp('/study/index')
    expect(
      await screen.findByText('暂无数据', { ignore: 'title, script, style' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: '我的课程' })).toBeNull()
  })

  it('shows a failed load with 重试, which loads again', async () => {
    const user = setupUser()
    server.use(http.post(`*${SEARCH}`, () => fail('课程服务不可用'), { once: true }))
    renderApp('/study/index')
    expect(await screen.findByText('我的课程加载失败')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(within(await courses()).getAllByRole('article').length).toBeGreaterThan(0)
  })
})

describe('我的学习 against a backend that answers the documented fields only', () => {
  beforeEach(() => {
    loginAs('learner')
    setDocumentedOnly(true)
  })
  afterEach(() => setDocumentedOnly(undefined))

  it('shows 学习进度 — and 进入学习 when the rows carry no progress, never 0% or 开始学习', async () => {
    renderApp('/study/index')
    const cards = within(await courses()).getAllByRole('article')
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      expect(within(card).getByText('学习进度 —')).toBeInTheDocument()
      expect(within(card).queryByRole('progressbar')).toBeNull()
      expect(within(card).getByRole('link', { name: /^进入学习：/ })).toBeInTheDocument()
    }
    expect(screen.queryByText('0%')).toBeNull()
    expect(screen.queryByRole('link', { name: /^开始学习：/ })).toBeNull()
  })
})
