import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { ExamResultView } from './exam-result-view'
import { RESULT_URL, sampleResult } from './result-fixtures'

const answer = (paper: Parameters<typeof sampleResult>[0] = {}) =>
  server.use(http.post(RESULT_URL, () => envelope(sampleResult(paper))))

const paperInfo = async () =>
  within((await screen.findByText('试卷信息')).nextElementSibling as HTMLElement)

describe('exam result view', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it('asks for the paper and shows the exam, a passed paper and its score', async () => {
    answer()
    const wire = watchWire()
    renderWithProviders(<ExamResultView userpaperId={501} headingLevel={1} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年度工伤预防知识考试' }),
    ).toBeInTheDocument()
    const [sent] = await wire.to('/GetExamResult')
    expect(sent.query).toEqual({ userpaperId: '501' })
    expect(screen.getByText('60 分钟')).toBeInTheDocument()
    expect(screen.getByText('40 分')).toBeInTheDocument()
    expect(screen.getByText('共 4 道')).toBeInTheDocument()
    const paper = await paperInfo()
    expect(paper.getByText('张三')).toBeInTheDocument()
    expect(paper.getByText('华东分公司')).toBeInTheDocument()
    expect(paper.getByText('20 分')).toBeInTheDocument()
    expect(paper.getByText('通过')).toBeInTheDocument()
    expect(paper.getByText('2026-03-02 10:00')).toBeInTheDocument()
    expect(paper.getByText('2026-03-02 10:40')).toBeInTheDocument()
  })

  it('shows each question: options, the answer given against the right one, score, verdict', async () => {
    answer()
    renderWithProviders(<ExamResultView userpaperId={501} />)
    const list = await screen.findByRole('list', { name: '答题详情' })
    const questions = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(questions).toHaveLength(4)
    const [single, multi, judge, fill] = questions.map((q) => within(q))
    expect(single.getByText('第 1 题')).toBeInTheDocument()
    expect(single.getByText('单选题')).toBeInTheDocument()
    expect(single.getByText('A. 用人单位')).toBeInTheDocument()
    expect(single.getByText('回答正确')).toBeInTheDocument()
    expect(single.getByText('难度：简单')).toBeInTheDocument()
    expect(single.getByText('10/10')).toBeInTheDocument()
    expect(single.getByText(/用人单位应当按时缴纳工伤保险费/)).toBeInTheDocument()

    expect(multi.getByText('多选题')).toBeInTheDocument()
    expect(multi.getByText('你的答案').nextElementSibling).toHaveTextContent('A')
    expect(multi.getByText('正确答案').nextElementSibling).toHaveTextContent('AC')
    expect(multi.getByText('回答错误')).toBeInTheDocument()
    expect(multi.getByText('0/10')).toBeInTheDocument()
    expect(multi.getByText('难度：中等')).toBeInTheDocument()

    expect(judge.getByText('判断题')).toBeInTheDocument()
    expect(judge.getByText('A. 正确')).toBeInTheDocument()
    expect(judge.getByText('B. 错误')).toBeInTheDocument()
    expect(judge.getByText('难度：困难')).toBeInTheDocument()

    expect(fill.getByText('填空题')).toBeInTheDocument()
    expect(fill.getByText('你的答案').nextElementSibling).toHaveTextContent('未作答')
    expect(fill.getByText('正确答案').nextElementSibling).toHaveTextContent('30')
    expect(fill.getByText('难度：—')).toBeInTheDocument()
  })

  it('a failed paper: 未通过 with its score', async () => {
    answer({ isPass: 0, score: 12 })
    renderWithProviders(<ExamResultView userpaperId={501} />)
    const paper = await paperInfo()
    expect(paper.getByText('未通过')).toBeInTheDocument()
    expect(paper.getByText('12 分')).toBeInTheDocument()
  })

  it('a confidential result: 保密 and 成绩保密, no score anywhere', async () => {
    answer({ isPass: -2, score: 20 })
    renderWithProviders(<ExamResultView userpaperId={501} />)
    const paper = await paperInfo()
    expect(paper.getByText('保密')).toBeInTheDocument()
    expect(paper.getByText('成绩保密')).toBeInTheDocument()
    expect(screen.queryByText('20 分')).toBeNull()
    expect(screen.queryByText('得分')).toBeNull()
    expect(screen.queryByText('10/10')).toBeNull()
    // right and wrong answers would give the score away
    expect(screen.getByText('成绩保密，答题详情不予公开')).toBeInTheDocument()
    expect(screen.queryByText(/回答正确|回答错误/)).toBeNull()
  })

  it('awaiting marking: exactly 试卷提交成功,等待批卷, no score and no question results', async () => {
    answer({ delayMarkingPapers: 1, score: 20 })
    renderWithProviders(<ExamResultView userpaperId={501} />)
    expect(await screen.findByText('试卷提交成功,等待批卷')).toBeInTheDocument()
    expect(screen.queryByText('20 分')).toBeNull()
    expect(screen.queryByText('成绩')).toBeNull()
    expect(screen.queryByText('答题详情')).toBeNull()
    expect(screen.queryByText('工伤保险费由谁缴纳？')).toBeNull()
    expect(screen.queryByText('回答正确')).toBeNull()
  })

  it('without delayMarkingPapers on the paper (not documented there), asks the exam results whether it awaits marking', async () => {
    answer({ delayMarkingPapers: undefined, score: 20 })
    server.use(
      http.post('*/Api/UserExam/ex_userexam/GetExamResultList', () =>
        envelope([{ id: 501, score: 20, isPass: 1, delayMarkingPapers: 1 }]),
      ),
    )
    const wire = watchWire()
    renderWithProviders(<ExamResultView userpaperId={501} />)
    expect(await screen.findByText('试卷提交成功,等待批卷')).toBeInTheDocument()
    expect((await wire.to('/GetExamResultList'))[0].body).toEqual({ exammcode: 'EX2026' })
    expect(screen.queryByText('20 分')).toBeNull()
    expect(screen.queryByText('工伤保险费由谁缴纳？')).toBeNull()
  })

  it('shows a marked paper found among the results, and says so when neither answer can tell', async () => {
    answer({ delayMarkingPapers: undefined, score: 20 })
    server.use(
      http.post('*/Api/UserExam/ex_userexam/GetExamResultList', () =>
        envelope([{ id: 501, score: 20, isPass: 1, delayMarkingPapers: 0 }]),
      ),
    )
    const view = renderWithProviders(<ExamResultView userpaperId={501} />)
    expect((await paperInfo()).getByText('20 分')).toBeInTheDocument()
    expect(screen.queryByText(/未能确认该试卷是否已批阅完成/)).toBeNull()
    view.unmount()

    server.use(
      http.post('*/Api/UserExam/ex_userexam/GetExamResultList', () => envelope([{ id: 7 }])),
    )
    renderWithProviders(<ExamResultView userpaperId={501} />)
    expect(
      await screen.findByText('未能确认该试卷是否已批阅完成，以下成绩可能不是最终成绩'),
    ).toBeInTheDocument()
  })

  it('an unknown paper says the server msg, and 重试 asks again', async () => {
    let calls = 0
    server.use(
      http.post(RESULT_URL, () => {
        calls += 1
        return calls === 1 ? fail('试卷不存在') : envelope(sampleResult())
      }),
    )
    renderWithProviders(<ExamResultView userpaperId={999} />)
    const alert = (await screen.findByText('考试结果加载失败')).closest<HTMLElement>(
      '[role="alert"]',
    )!
    // the request layer toasts the msg as well
    await waitFor(() => expect(screen.getAllByText('试卷不存在')).toHaveLength(2))
    expect(within(alert).getByText('试卷不存在')).toBeInTheDocument()
    await setupUser().click(within(alert).getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByText('试卷信息')).toBeInTheDocument()
  })
})
