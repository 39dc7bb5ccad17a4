import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { vi } from 'vitest'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { antd, renderApp, setupUser } from '../../testing'
import { hrefs, paths } from '../../lib/paths'
import { NO_RECORD } from './study-notes'

const C = '/Api/Train_Manage/Train_Res'
// the first page of a worker waits for its lazy modules (the route, the layout, xgplayer)
const FIRST_LOAD = 15_000
// a published public course of the seed (安全生产法规, the second one)
const COURSE = 1002

beforeEach(() => {
  loginAs('learner')
})

// jsdom cannot play media: the player's pause and load (on leaving the page) do nothing here
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
})

// whole-app tests on a shared 2-core machine: a page with its player takes seconds to settle
describe('/trainres/study', { timeout: 40_000 }, () => {
  it('shows the course: its name as the heading, study count, introduction and the player', async () => {
    const course = db.resources.find((r) => r.id === COURSE)!
    Object.assign(course, { resName: '测试课程名称', studyCnt: 321, introduce: '测试课程的简介' })
    const wire = watchWire()
    renderApp(hrefs.study(COURSE))
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '测试课程名称' },
        { timeout: FIRST_LOAD },
      ),
    ).toBeVisible()
    expect(screen.getByText('321 人学习')).toBeInTheDocument()
    expect(screen.getByText('测试课程的简介')).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('.study-player video')).not.toBeNull(), {
      timeout: FIRST_LOAD,
    })
    expect((await wire.to(`${C}/GetTrainResStudyDetail`)).map((r) => r.body)).toEqual([
      { id: COURSE },
    ])
    expect((await wire.to(`${C}/GetVideoPlayList`)).map((r) => r.body)).toEqual([
      { videoId: COURSE },
    ])
  })

  it('toggles the favourite with Collect and says what the backend answered', async () => {
    db.favourites = db.favourites.filter((f) => f.resId !== COURSE)
    const user = setupUser()
    const wire = watchWire()
    renderApp(hrefs.study(COURSE))
    const favourite = (name: RegExp) => screen.findByRole('button', { name })
    const button = await screen.findByRole('button', { name: /^收\s*藏$/ }, { timeout: FIRST_LOAD })
    expect(button).toHaveAttribute('aria-pressed', 'false')

    await user.click(button)
    const saved = await favourite(/^已收藏$/)
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('收藏成功')).toBeInTheDocument()

    await user.click(saved)
    expect(await favourite(/^收\s*藏$/)).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument()
    expect((await wire.to(`${C}/Collect`)).map((r) => r.body)).toEqual([
      { id: COURSE },
      { id: COURSE },
    ])
  })

  it('says why an unknown course cannot be shown and offers a way back', async () => {
    const user = setupUser()
    const { router } = renderApp([paths.dashboard, hrefs.study(999999)])
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '资源不存在或未发布' },
        { timeout: FIRST_LOAD },
      ),
    ).toBeInTheDocument()
    // said once, in place (not also in an error toast)
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(screen.getAllByText('资源不存在或未发布')).toHaveLength(1)
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument()
    await user.click(screen.getByText('返回上一页'))
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard))
  })

  it('does not ask the backend for an id that is not a course id', async () => {
    const user = setupUser()
    const wire = watchWire()
    const { router } = renderApp(`${paths.study}?id=abc`)
    expect(
      await screen.findByRole('heading', { level: 1, name: '课程地址不正确，未找到要学习的课程' }),
    ).toBeInTheDocument()
    await user.click(screen.getByText('返回首页'))
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard))
    expect(await wire.to(`${C}/GetTrainResStudyDetail`)).toHaveLength(0)
  })

  it('lists six relevant courses as links to their study pages, and opens one', async () => {
    const user = setupUser()
    server.use(
      http.post(`*${C}/GetRelevantList`, () =>
        envelope([
          { id: 1003, resName: '相关课程甲', cover: '/mock/covers/d01.svg', studyCnt: 12 },
          { id: 1004, resName: '相关课程乙', cover: '', studyCnt: 3 },
        ]),
      ),
    )
    const wire = watchWire()
    const { router } = renderApp(hrefs.study(COURSE))
    await screen.findByRole('heading', { level: 1 }, { timeout: FIRST_LOAD })
    await user.click(screen.getByRole('tab', { name: '相关课程' }))
    const list = within(await screen.findByLabelText('相关课程', { selector: 'ul' }))
    const first = list.getByRole('link', { name: /相关课程甲/ })
    expect(first).toHaveAttribute('href', hrefs.study(1003))
    expect(list.getByRole('link', { name: /相关课程乙/ })).toHaveAttribute(
      'href',
      hrefs.study(1004),
    )
    expect((await wire.to(`${C}/GetRelevantList`)).map((r) => r.body)).toEqual([
      { id: COURSE, pageIndex: 1, pageRows: 6 },
    ])

    await user.click(first)
    await waitFor(() => expect(router.state.location.search).toBe('?id=1003'))
    const name = db.resources.find((r) => r.id === 1003)!.resName
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument()
  })

  it('shows 暂无数据 when there is no relevant course', async () => {
    const user = setupUser()
    server.use(http.post(`*${C}/GetRelevantList`, () => envelope([])))
    renderApp(hrefs.study(COURSE))
    await screen.findByRole('heading', { level: 1 }, { timeout: FIRST_LOAD })
    await user.click(screen.getByRole('tab', { name: '相关课程' }))
    const panel = await screen.findByRole('tabpanel', { name: '相关课程' })
    expect(await antd.findEmpty(within(panel))).toBeInTheDocument()
  })
})

describe(
  '/trainres/study against a backend that answers the documented fields only',
  {
    timeout: 40_000,
  },
  () => {
    beforeEach(() => setDocumentedOnly(true))
    afterEach(() => setDocumentedOnly(undefined))

    it('says it cannot keep notes without the study record, and shows — for what it was not told', async () => {
      const user = setupUser()
      const wire = watchWire()
      renderApp(hrefs.study(COURSE))
      await screen.findByRole('heading', { level: 1 }, { timeout: FIRST_LOAD })
      // no recordId: the notes tab says so and neither asks for nor sends notes
      expect(await screen.findByText(NO_RECORD)).toBeInTheDocument()
      expect(screen.queryByLabelText('笔记内容')).not.toBeInTheDocument()
      expect(screen.getByText('学习进度 —')).toBeInTheDocument()

      // the favourite state is not known: the button names both ways and claims neither
      const favourite = screen.getByRole('button', { name: '收藏 / 取消收藏' })
      expect(favourite).not.toHaveAttribute('aria-pressed')
      await user.click(favourite)
      await waitFor(async () => expect(await wire.to(`${C}/Collect`)).toHaveLength(1))
      expect(screen.getByText('收藏 / 取消收藏')).toBeInTheDocument()
      expect(await wire.to(`${C}/GetNoteList`)).toHaveLength(0)
      expect(await wire.to(`${C}/AddNoteData`)).toHaveLength(0)
    })
  },
)
