import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { assumedPaths } from '../../api/assumed-paths'
import { preloadRoutes, renderApp } from '../../testing'
import { emptyRecord, writePaper } from '../../lib/exam-drafts'
import { serverNow } from '../../lib/server-clock'
import { server } from '../../../mocks/node'
import { loginAs } from '../../../mocks/test-harness'
import { ownerOf, startPaper } from './exam.test-kit'

beforeAll(() => preloadRoutes('/ysUserExam/exam', '/dashboard'), 60_000)

const EXAM = '/ysUserExam/exam?examCode=EX2026006'

describe('a hand-in on its way when the exam page is opened again', () => {
  it('is not sent a second time: the page opened again waits for its answer', async () => {
    const owner = await ownerOf(loginAs('learner'))
    const started = await startPaper('EX2026006')
    writePaper(owner, {
      ...emptyRecord('EX2026006', String(started.userpaper.id)),
      examName: '应急处置快速测验',
      answers: { '1': 'A' },
      deadline: { at: serverNow() + 60_000, estimated: false },
      handIn: { at: serverNow(), reason: 'user' },
    })
    // the backend takes its time over the hand-in, until released
    let sent = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(`*${assumedPaths.examSubmit}`, async () => {
        sent += 1
        await released
        return HttpResponse.json({ success: true, errorCode: 0, msg: '交卷成功', data: {} })
      }),
    )
    const { router } = renderApp(EXAM)
    await vi.waitFor(() => expect(sent).toBe(1))
    // the learner leaves the page and comes back while the answer is on its way
    await router.navigate('/dashboard')
    await router.navigate(EXAM)
    expect(await screen.findByText(/正在交卷|交卷中/)).toBeInTheDocument()
    release()
    expect(await screen.findByText(/交卷成功/)).toBeInTheDocument()
    expect(sent).toBe(1)
  })
})
