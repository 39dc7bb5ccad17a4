import { screen, within } from '@testing-library/react'
import { assumedPaths } from '../../api/assumed-paths'
import { preloadRoutes, renderApp, setupUser } from '../../testing'
import { keepExamPayload } from '../../components/exam-detail/exam-payload'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { ownerOf, question, startPaper } from './exam.test-kit'
import { readPaper } from '../../lib/exam-drafts'

beforeAll(() => preloadRoutes('/ysUserExam/exam'), 60_000)

describe('handing in a paper the device stopped keeping', () => {
  it('sends the answers on screen, not the older copy the device still holds', async () => {
    const owner = await ownerOf(loginAs('learner'))
    const wire = watchWire()
    const user = setupUser()
    const started = await startPaper('EX2026006')
    const paperId = String(started.userpaper.id)
    keepExamPayload('EX2026006', started, owner)
    renderApp(`/ysUserExam/exam?examCode=EX2026006`)
    await question(1)
    await user.click(screen.getAllByRole('radio')[0])
    const first = Object.entries(readPaper(owner, paperId)!.answers)
    expect(first).toHaveLength(1)
    const [[questionId, kept]] = first
    expect(kept).toBe('A')
    // the storage is full from now on: the next answer lives only in the open tab
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await user.click(screen.getAllByRole('radio')[1])
    expect(await screen.findByText(/浏览器无法在本机保存答卷/)).toBeInTheDocument()
    expect(readPaper(owner, paperId)?.answers[questionId]).toBe(kept)

    await user.click(screen.getByRole('button', { name: /^交\s*卷$/ }))
    const confirm = await screen.findByRole('dialog', { name: '交卷' })
    await user.click(within(confirm).getByRole('button', { name: /交\s*卷/ }))
    expect(await screen.findByText(/交卷成功|试卷提交成功/)).toBeInTheDocument()
    const [submitted] = await wire.to(assumedPaths.examSubmit)
    const answers = (submitted?.body as { answers: { questionId: string; answer: string }[] })
      .answers
    expect(answers.find((a) => a.questionId === questionId)?.answer).toBe('B')
  })
})
