import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { assumedPaths } from '../../api/assumed-paths'
import { preloadRoutes, renderApp, setupUser } from '../../testing'
import { keepExamPayload } from '../../components/exam-detail/exam-payload'
import { noteServerTime, resetServerClock, serverNow } from '../../lib/server-clock'
import dayjs from 'dayjs'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { ownerOf, question, startPaper } from './exam.test-kit'
import { readPaper, writePaper, emptyRecord } from '../../lib/exam-drafts'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/ysUserExam/exam'), 60_000)
afterEach(() => resetServerClock())

// the key of the signed-in learner's copies on this device
let owner = ''
async function signIn() {
  owner = await ownerOf(loginAs('learner'))
}

const EXAM = '/ysUserExam/exam'
// the learner's paper in progress (mocks/seed/exams.ts): 120 minutes, answers saved on the server
const OPEN = 'EX2026005'

const card = () => screen.getByRole('navigation', { name: '答题卡' })

describe('/ysUserExam/exam', () => {
  it('continues the paper in progress with the answers the server holds, and keeps every change on the device', async () => {
    await signIn()
    const user = setupUser()
    const view = renderApp(`${EXAM}?examCode=${OPEN}`)
    await question(1)
    expect(screen.getByRole('heading', { level: 1, name: '消防安全知识考试' })).toBeInTheDocument()
    const timer = screen.getByRole('timer', { name: '剩余时间' })
    expect(timer.textContent).toMatch(/^1:5\d:\d\d$/)
    // the server saved three answers
    expect(within(card()).getByText(/已答 3 题/)).toBeInTheDocument()
    const first = within(card()).getAllByRole('button', { name: /^第 1 题/ })[0]
    await user.click(first)
    const radios = screen.getAllByRole('radio')
    await user.click(radios[1])
    const paperId = Object.keys(localStorage)
      .find((k) => k.includes(':paper:'))!
      .split(':')
      .pop()!
    // saved on the device at once, before anything else
    expect(Object.values(readPaper(owner, paperId)!.answers)).toContain('B')
    await user.click(screen.getByRole('button', { name: '标记' }))
    await user.click(screen.getByRole('button', { name: '下一题' }))
    await question(2)
    const saved = readPaper(owner, paperId)!
    expect(Object.values(saved.answers)).toContain('B')
    expect(saved.marked).toHaveLength(1)
    expect(saved.current).toBe(1)

    const answered = within(card()).getByText(/已答 \d+ 题/).textContent
    // a reload: the same paper, the same answers, mark and position
    view.unmount()
    renderApp(`${EXAM}?examCode=${OPEN}`)
    await question(2)
    expect(within(card()).getByText(/已答 \d+ 题/).textContent).toBe(answered)
    expect(within(card()).getByText(/标记 1 题/)).toBeInTheDocument()
  })

  it('counts down on the server clock, warns, and hands in at zero: then nothing can change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await signIn()
    const wire = watchWire()
    // the computer's clock is 10 minutes slow; the paper started 28 of its 30 minutes ago
    noteServerTime(new Date(Date.now() + 600_000).toUTCString())
    const at = (ms: number) => {
      const d = new Date(ms)
      const two = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
    }
    const started = await startPaper('EX2026006')
    keepExamPayload(
      'EX2026006',
      {
        ...started,
        remainingSeconds: undefined,
        examMinutes: 30,
        serverTime: at(serverNow()),
        userpaper: { ...started.userpaper, startTime: at(serverNow() - 28 * 60_000 - 30_000) },
      },
      owner,
    )
    renderApp(`${EXAM}?examCode=EX2026006`)
    await question(1)
    expect(screen.getByRole('timer').textContent).toMatch(/^01:(29|30)$/)
    await act(() => vi.advanceTimersByTimeAsync(31_000))
    expect(await screen.findByText('距离考试结束还有 1 分钟，时间到将自动交卷')).toBeInTheDocument()
    // the first hand-in finds no network: the paper stays read-only meanwhile
    let offline = true
    server.use(
      http.post(`*${assumedPaths.examSubmit}`, () => (offline ? HttpResponse.error() : undefined)),
    )
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(
      await screen.findByText('考试时间到，系统已自动交卷，答卷不能再修改'),
    ).toBeInTheDocument()
    expect(screen.getByRole('timer').textContent).toBe('00:00')
    screen.queryAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled())
    expect(screen.getByRole('button', { name: /已交卷/ })).toBeDisabled()
    offline = false
    await act(() => vi.advanceTimersByTimeAsync(2500))
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    const [submitted] = await wire.to(assumedPaths.examSubmit)
    expect(submitted?.body).toMatchObject({ userpaperId: String(started.userpaper.id) })
  })

  it('offline at hand-in: read-only, says so, retries by itself and shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await signIn()
    let offline = true
    server.use(
      http.post(`*${assumedPaths.examSubmit}`, () => (offline ? HttpResponse.error() : undefined)),
    )
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
    const started = await startPaper('EX2026006')
    keepExamPayload('EX2026006', started, owner)
    renderApp(`${EXAM}?examCode=EX2026006`)
    await question(1)
    await user.click(screen.getAllByRole('radio')[0])
    await user.click(screen.getByRole('button', { name: /^交\s*卷$/ }))
    const confirm = await screen.findByRole('dialog', { name: '交卷' })
    expect(
      within(confirm).getByText('还有 3 题未作答，交卷后不能再修改，确定交卷吗？'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: /交\s*卷/ }))
    expect(await screen.findByText('暂时无法连接服务器，试卷尚未交上')).toBeInTheDocument()
    expect(screen.getAllByRole('radio')[0]).toBeDisabled()
    expect(readPaper(owner, String(started.userpaper.id))?.handIn).toBeTruthy()
    offline = false
    await act(() => vi.advanceTimersByTimeAsync(2500))
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    expect(readPaper(owner, String(started.userpaper.id))).toBeUndefined()
  })

  it('a reload while the hand-in waits sends the frozen answers at once', async () => {
    await signIn()
    const wire = watchWire()
    const started = await startPaper('EX2026006')
    const paperId = String(started.userpaper.id)
    writePaper(owner, {
      ...emptyRecord('EX2026006', paperId),
      answers: { '1': 'A' },
      deadline: { at: serverNow() + 60_000, estimated: false },
      handIn: { at: serverNow(), reason: 'user' },
    })
    renderApp(`${EXAM}?examCode=EX2026006`)
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    const [submitted] = await wire.to(assumedPaths.examSubmit)
    expect(submitted?.body).toEqual({
      userpaperId: paperId,
      answers: [{ questionId: '1', answer: 'A' }],
    })
  })

  it('重新提交 after a refusal tries again, and the answers go in', async () => {
    await signIn()
    const wire = watchWire()
    server.use(
      http.post(`*${assumedPaths.examSubmit}`, () => fail('系统繁忙，请稍后再试'), { once: true }),
    )
    const user = setupUser()
    keepExamPayload('EX2026006', await startPaper('EX2026006'), owner)
    renderApp(`${EXAM}?examCode=EX2026006`)
    await question(1)
    await user.click(screen.getAllByRole('radio')[0])
    await user.click(screen.getByRole('button', { name: /^交\s*卷$/ }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '交卷' })).getByRole('button', {
        name: /交\s*卷/,
      }),
    )
    expect(await screen.findByText('交卷未成功：系统繁忙，请稍后再试')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重新提交' }))
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    const sent = await wire.to(assumedPaths.examSubmit)
    expect(sent).toHaveLength(2)
    expect(sent[1].body).toMatchObject({ answers: [{ answer: 'A' }] })
  })

  it('hands in a copy whose time ran out while no page had it open, with its answers: never left to BeginExam', async () => {
    await signIn()
    const started = await startPaper('EX2026006')
    const paperId = String(started.userpaper.id)
    // the one-minute paper began 90 s ago: its time is up, the submit grace is not
    const paper = db.papers.find((p) => String(p.id) === paperId)!
    paper.startTime = dayjs().subtract(90, 'second').format('YYYY-MM-DD HH:mm:ss')
    const [first] = db.exams.find((e) => e.examCode === 'EX2026006')!.questionIds
    writePaper(owner, {
      ...emptyRecord('EX2026006', paperId),
      answers: { [first]: 'A' },
      deadline: { at: serverNow() - 30_000, estimated: false },
    })
    const wire = watchWire()
    renderApp(`${EXAM}?examCode=EX2026006`)
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    expect(await wire.to('/BeginExam')).toEqual([])
    const [submitted] = await wire.to(assumedPaths.examSubmit)
    expect(submitted?.body).toEqual({
      userpaperId: paperId,
      answers: [{ questionId: String(first), answer: 'A' }],
    })
    expect(paper.answers).toEqual({ [first]: 'A' })
  })

  it('shows 试卷提交成功,等待批卷 and no score for a paper marked later', async () => {
    await signIn()
    server.use(
      http.post(`*${assumedPaths.examSubmit}`, () =>
        envelope({ score: 0, isPass: 0, delayMarkingPapers: 1 }),
      ),
    )
    const user = setupUser()
    keepExamPayload('EX2026006', await startPaper('EX2026006'), owner)
    renderApp(`${EXAM}?examCode=EX2026006`)
    await question(1)
    await user.click(screen.getByRole('button', { name: /^交\s*卷$/ }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '交卷' })).getByRole('button', {
        name: /交\s*卷/,
      }),
    )
    expect(await screen.findByText('试卷提交成功,等待批卷')).toBeInTheDocument()
    expect(screen.queryByText(/本次成绩/)).not.toBeInTheDocument()
  })

  it('without a paper in progress opens the exam detail at once (one click to start), and its button reopens it', async () => {
    await signIn()
    const user = setupUser()
    renderApp(`${EXAM}?examCode=EX2026002`)
    let dialog = await screen.findByRole('dialog', { name: '考试详情' })
    expect(await within(dialog).findByText('考试须知')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
    expect(screen.getByText('当前没有进行中的试卷')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '查看考试详情' }))
    dialog = await screen.findByRole('dialog', { name: '考试详情' })
    await user.click(await within(dialog).findByRole('button', { name: '开始考试' }))
    await question(1)
  })

  it('warns each time the learner comes back after leaving the window, and counts it', async () => {
    await signIn()
    const user = setupUser()
    renderApp(`${EXAM}?examCode=${OPEN}`)
    await question(1)
    for (const times of [1, 2]) {
      act(() => {
        window.dispatchEvent(new Event('blur'))
        window.dispatchEvent(new Event('focus'))
      })
      const warning = await screen.findByRole('dialog', { name: '请勿离开考试页面' })
      expect(await within(warning).findByText(`您已离开考试页面 ${times} 次。`)).toBeInTheDocument()
      await user.click(within(warning).getByRole('button', { name: '继续作答' }))
    }
  })

  it('asks before leaving the paper inside the app; 取消 stays', async () => {
    await signIn()
    const user = setupUser()
    const { router } = renderApp(`${EXAM}?examCode=${OPEN}`)
    await question(1)
    act(() => void router.navigate('/dashboard'))
    const ask = await screen.findByRole('dialog', { name: '离开考试' })
    expect(
      within(ask).getByText('考试正在进行，离开后计时不会暂停（答卷已保存在本机）。确定离开吗？'),
    ).toBeInTheDocument()
    await user.click(within(ask).getByRole('button', { name: /取\s*消/ }))
    expect(router.state.location.pathname).toBe(EXAM)
  })

  it('a second tab waits for the one-tab lock: a paper being handed in is never sent twice', async () => {
    await signIn()
    const wire = watchWire()
    const started = await startPaper('EX2026006')
    const paperId = String(started.userpaper.id)
    writePaper(owner, {
      ...emptyRecord('EX2026006', paperId),
      answers: { '1': 'A' },
      deadline: { at: serverNow() + 60_000, estimated: false },
      handIn: { at: serverNow(), reason: 'user' },
    })
    // the first tab's hand-in is on its way while the second tab opens
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(`*${assumedPaths.examSubmit}`, async () => {
        await held
        return undefined
      }),
    )
    renderApp(`${EXAM}?examCode=EX2026006`)
    expect(await screen.findByText('正在交卷，请勿关闭页面……')).toBeInTheDocument()
    renderApp(`${EXAM}?examCode=EX2026006`)
    expect(await screen.findByText('该试卷已在其他窗口打开')).toBeInTheDocument()
    answer()
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    expect(screen.queryByText(/交卷未成功/)).not.toBeInTheDocument()
    expect(await wire.to(assumedPaths.examSubmit)).toHaveLength(1)
  })

  it('a second tab on the same paper says it is open elsewhere instead of overwriting it', async () => {
    await signIn()
    renderApp(`${EXAM}?examCode=${OPEN}`)
    await question(1)
    renderApp(`${EXAM}?examCode=${OPEN}`)
    expect(await screen.findByText('该试卷已在其他窗口打开')).toBeInTheDocument()
  })
})
