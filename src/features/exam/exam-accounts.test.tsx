import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { assumedPaths } from '../../api/assumed-paths'
import { preloadRoutes, renderApp, setupUser } from '../../testing'
import { keepExamPayload } from '../../components/exam-detail/exam-payload'
import { emptyRecord, readPaper, writePaper } from '../../lib/exam-drafts'
import { serverNow } from '../../lib/server-clock'
import { removeToken, setToken } from '../../lib/token'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { call, tokenFor, watchWire } from '../../../mocks/test-harness'
import { ownerOf, question, startPaper } from './exam.test-kit'

// A paper still to be handed in is this account's, however the account signs in next: by login
// name or phone, in another letter case, or with a token in a link. Right after the login it is
// offered, and it goes in with its answers.

beforeAll(() => preloadRoutes('/ysUserExam/exam'), 60_000)
afterEach(() => setDocumentedOnly(undefined))

const U = '/Api/User/user_user'
const EXAM = '/ysUserExam/exam'

/** Logs the learner in with the login calls, and keeps the token as the login form does. */
async function logIn(by: 'name' | 'phone', typed = by === 'name' ? 'learner' : '13800138000') {
  const step1 =
    by === 'name'
      ? await call(`${U}/LoginStep1`, { body: { username: 'learner', password: 'Learner@123' } })
      : await call(`${U}/LoginWithCheckNumStep1`, {
          body: { username: '13800138000', password: '123456' },
        })
  const [choice] = step1.data as { item1: string; item2: string }[]
  const step2 = await call<string>(`${U}/LoginStep2`, { query: { secret: choice.item2 } })
  setToken(step2.data, `${typed}|${choice.item1}`)
  return step2.data
}

/** The learner's paper of EX2026006, frozen for the hand-in on this device in `session`. */
async function waitingPaper(session: string) {
  const started = await startPaper('EX2026006')
  const paperId = String(started.userpaper.id)
  writePaper(await ownerOf(session), {
    ...emptyRecord('EX2026006', paperId),
    examName: '应急处置快速测验',
    answers: { '1': 'A' },
    deadline: { at: serverNow() + 60_000, estimated: false },
    handIn: { at: serverNow(), reason: 'user' },
  })
  return paperId
}

/** The paper page says the paper went in, and hand-in number `nth` carried `paperId`. */
async function expectHandedIn(wire: ReturnType<typeof watchWire>, paperId: string, nth = 0) {
  expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
  expect((await wire.to(assumedPaths.examSubmit))[nth]?.body).toMatchObject({
    userpaperId: paperId,
  })
}

describe('a paper waiting to be handed in, and the next login', () => {
  it('left by a login name, is offered right after a phone login and goes in with its answers', async () => {
    const user = setupUser()
    await logIn('name')
    // the hand-in finds no network; the tab is closed and the session ends
    server.use(http.post(`*${assumedPaths.examSubmit}`, () => HttpResponse.error(), { once: true }))
    const first = renderApp(`${EXAM}?examCode=EX2026006`)
    const detail = await screen.findByRole('dialog', { name: '考试详情' })
    await user.click(await within(detail).findByRole('button', { name: '开始考试' }))
    await question(1)
    await user.click(screen.getAllByRole('radio')[0])
    await user.click(screen.getByRole('button', { name: /^交\s*卷$/ }))
    const confirm = await screen.findByRole('dialog', { name: '交卷' })
    await user.click(within(confirm).getByRole('button', { name: /交\s*卷/ }))
    expect(await screen.findByText('暂时无法连接服务器，试卷尚未交上')).toBeInTheDocument()
    first.unmount()
    removeToken()

    await logIn('phone')
    const wire = watchWire()
    renderApp('/dashboard')
    const offer = await screen.findByRole('dialog', { name: '有试卷尚未交上' })
    expect(within(offer).getByText(/《应急处置快速测验》/)).toBeInTheDocument()
    await user.click(within(offer).getByRole('button', { name: '去交卷' }))
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    const [submitted] = await wire.to(assumedPaths.examSubmit)
    expect((submitted?.body as { answers: { answer: string }[] }).answers).toEqual([
      expect.objectContaining({ answer: 'A' }),
    ])
  })

  it('is found after a login typed in another letter case, and in a session from a link', async () => {
    const paperId = await waitingPaper(await logIn('name'))
    removeToken()
    // the same account, the login name typed in capitals (a backend that ignores the case)
    await logIn('name', 'LEARNER')
    const wire = watchWire()
    const view = renderApp(`${EXAM}?examCode=EX2026006`)
    await expectHandedIn(wire, paperId)
    view.unmount()
    removeToken()

    // a token in a link: no login typed at all
    const paper = await waitingPaper(await logIn('phone'))
    removeToken()
    tokenFor('learner', 'token-from-a-link')
    renderApp(`${EXAM}?examCode=EX2026006&token=token-from-a-link`)
    await expectHandedIn(wire, paper, 1)
  })

  it('saved by an earlier version under the login typed, goes in after this version’s phone login', async () => {
    await logIn('name')
    const started = await startPaper('EX2026006')
    const paperId = String(started.userpaper.id)
    // the key that version used: the login name typed and the label of the account picked
    writePaper('a:learner|learner（华东机械制造有限公司）', {
      ...emptyRecord('EX2026006', paperId),
      answers: { '1': 'A' },
      deadline: { at: serverNow() + 60_000, estimated: false },
      handIn: { at: serverNow(), reason: 'user' },
    })
    removeToken()
    await logIn('phone')
    const wire = watchWire()
    renderApp(`${EXAM}?examCode=EX2026006`)
    await expectHandedIn(wire, paperId)
  })

  it('is found after a phone login when GetUserInfo sends only its documented fields (no userId)', async () => {
    setDocumentedOnly(true)
    const paperId = await waitingPaper(await logIn('name'))
    removeToken()
    await logIn('phone')
    const wire = watchWire()
    renderApp(`${EXAM}?examCode=EX2026006`)
    await expectHandedIn(wire, paperId)
  })

  it('another tab signing in as someone else ends the session here: the hand-in is not sent for them', async () => {
    const user = setupUser()
    const owner = await ownerOf(await logIn('name'))
    const started = await startPaper('EX2026006')
    keepExamPayload('EX2026006', started, owner)
    renderApp(`${EXAM}?examCode=EX2026006`)
    await question(1)
    await user.click(screen.getAllByRole('radio')[0])
    // another tab of this browser: twin logs in
    setToken(tokenFor('u-twin-a'), 'twin|twin（华东机械制造有限公司）')
    const wire = watchWire()
    await user.click(screen.getByRole('button', { name: /^交\s*卷$/ }))
    const confirm = await screen.findByRole('dialog', { name: '交卷' })
    await user.click(within(confirm).getByRole('button', { name: /交\s*卷/ }))
    expect(await screen.findByRole('dialog', { name: '本窗口的登录已结束' })).toBeInTheDocument()
    expect(await wire.to(assumedPaths.examSubmit)).toEqual([])
    // the learner's answers stay on the device, for the learner's next login
    const kept = readPaper(owner, String(started.userpaper.id))
    expect(kept?.handIn).toBeTruthy()
    expect(Object.values(kept?.answers ?? {})).toContain('A')
  })
})
