import { act, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { assumedPaths } from '../../api/assumed-paths'
import { renderApp, setupUser } from '../../testing'
import { resetServerClock, serverNow } from '../../lib/server-clock'
import { setToken } from '../../lib/token'
import dayjs from 'dayjs'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { envelope, tokenFor, watchWire } from '../../../mocks/test-harness'
import { emptyRecord, readPaper, writePaper } from '../../lib/exam-drafts'
import { ownerOf } from './exam.test-kit'

// The exam against a backend that answers exactly the documented fields: BeginExam gives only
// {isSubExam, userpaper{id, examCode}}, so the countdown counts the exam info's time.

const EXAM = '/ysUserExam/exam'
const question = (n: number) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`^第 ${n} 题`) })

beforeEach(() => setDocumentedOnly(true))
afterEach(() => {
  setDocumentedOnly(undefined)
  resetServerClock()
})

/**
 * Signs in as `who`, as the login form would: the token and the account chosen. Returns the key of
 * the account's copies on this device.
 */
function signIn(who: string, account: string) {
  const token = tokenFor(who)
  setToken(token, account)
  return ownerOf(token)
}

async function startFromDetail(examCode: string) {
  const user = setupUser({ advanceTimers: vi.advanceTimersByTime })
  renderApp(`${EXAM}?examCode=${examCode}`)
  const dialog = await screen.findByRole('dialog', { name: '考试详情' })
  await user.click(await within(dialog).findByRole('button', { name: '开始考试' }))
  await question(1)
  return user
}

describe('the exam on the documented answers only', () => {
  it('counts down the exam info time from the start, and hands nothing in by itself before it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await signIn('learner', 'learner|learner（华东机械制造有限公司）')
    const wire = watchWire()
    await startFromDetail('EX2026002') // 60 minutes
    expect(screen.getByRole('timer', { name: '剩余时间' }).textContent).toMatch(
      /^(1:00:00|59:5\d)$/,
    )
    expect(screen.queryByText(/未能获取本场考试的时长/)).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    expect(screen.getByRole('timer').textContent).toMatch(/^5[45]:\d\d$/)
    expect(await wire.to(assumedPaths.examSubmit)).toEqual([])
    expect(screen.getByRole('button', { name: /^交\s*卷$/ })).toBeEnabled()
  })

  it("caps a paper continued on a new device at the exam's end, not the whole exam time again", async () => {
    await signIn('learner', 'learner|learner（华东机械制造有限公司）')
    // the open paper of a 120-minute exam that closes in 20 minutes
    const exam = db.exams.find((e) => e.examCode === 'EX2026005')!
    exam.examEndTime = dayjs().add(20, 'minute').format('YYYY-MM-DD HH:mm:ss')
    renderApp(`${EXAM}?examCode=EX2026005`)
    await question(1)
    expect(screen.getByRole('timer', { name: '剩余时间' }).textContent).toMatch(/^(20:00|19:5\d)$/)
  })

  it('without any exam time shows no countdown, says so, and never hands the paper in by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await signIn('learner', 'learner|learner（华东机械制造有限公司）')
    const wire = watchWire()
    // a backend whose exam info leaves the time out
    server.use(
      http.post('*/Api/UserExam/ex_userexam/GetUserExamDetail', () =>
        envelope({
          examinfo: { examName: '应急处置快速测验', examCode: 'EX2026006', isAllow: 1 },
          examuser: { status: 0 },
        }),
      ),
    )
    await startFromDetail('EX2026006')
    expect(screen.getByRole('timer').textContent).toBe('--:--')
    expect(
      screen.getByText('未能获取本场考试的时长，不显示倒计时，也不会自动交卷'),
    ).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(3 * 60 * 60_000))
    expect(await wire.to(assumedPaths.examSubmit)).toEqual([])
    expect(screen.queryByText(/交卷成功|考试时间到/)).not.toBeInTheDocument()
  })

  it("keeps each account's paper apart: the next account never gets another's waiting hand-in", async () => {
    // account A leaves a hand-in waiting for the network on this browser
    const ownerA = await signIn('learner', 'learner|learner（华东机械制造有限公司）')
    writePaper(ownerA, {
      ...emptyRecord('EX2026006', '9999'),
      answers: { '1': 'A' },
      deadline: { at: serverNow() + 60_000, estimated: false },
      handIn: { at: serverNow(), reason: 'user' },
    })
    // account B signs in on the same browser and opens the same exam
    expect(await signIn('u-twin-a', 'twin|twin（华东机械制造有限公司）')).not.toBe(ownerA)
    const wire = watchWire()
    renderApp(`${EXAM}?examCode=EX2026006`)
    expect(await screen.findByText('当前没有进行中的试卷')).toBeInTheDocument()
    await screen.findByRole('dialog', { name: '考试详情' })
    expect(await wire.to(assumedPaths.examSubmit)).toEqual([])
    // A's copy is still there for A
    expect(readPaper(ownerA, '9999')?.answers).toEqual({ '1': 'A' })
  })
})
