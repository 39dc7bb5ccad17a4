import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { antd, renderWithProviders } from '../../testing'
import { hrefs } from '../../lib/paths'
import { ExamResults } from './exam-results'
import { bestPaperId } from './result-texts'

const LIST_URL = '*/Api/UserExam/ex_userexam/GetExamResultList'
const row = (id: number, score: number, isPass: number, delayMarkingPapers = 0) => ({
  id,
  chnName: '张三',
  startTime: `2026-03-0${id} 09:00:00`,
  endTime: `2026-03-0${id} 09:40:00`,
  score,
  isPass,
  delayMarkingPapers,
})

describe('exam results (成绩记录)', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it('lists each paper and marks the best shown score 最高分, the first one on a tie', async () => {
    server.use(
      http.post(LIST_URL, () =>
        envelope([
          row(1, 80, 0),
          row(2, 99, -2), // confidential: its score is not shown, so not the best
          row(3, 90, 1),
          row(4, 90, 1),
          row(5, 100, 1, 1), // awaiting marking
        ]),
      ),
    )
    renderWithProviders(<ExamResults examCode="EXF" examName="考试EXF" />)
    const table = await screen.findByRole('table', { name: '考试EXF 成绩记录' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    expect(within(table).getAllByText('最高分')).toHaveLength(1)
    expect(within(rows[2]).getByText('最高分')).toBeInTheDocument()
    expect(within(rows[2]).getByRole('link', { name: '查看试卷' })).toHaveAttribute(
      'href',
      hrefs.examView(3),
    )
    expect(within(rows[0]).getByText('80 分')).toBeInTheDocument()
    expect(within(rows[0]).getByText('2026-03-01 09:00')).toBeInTheDocument()
    expect(within(rows[0]).getByText('2026-03-01 09:40')).toBeInTheDocument()
    expect(within(rows[0]).getByText('未通过')).toBeInTheDocument()
    expect(within(rows[1]).getByText('保密')).toBeInTheDocument()
    expect(within(rows[1]).queryByText('99 分')).toBeNull()
    expect(within(rows[4]).getByText('等待批卷')).toBeInTheDocument()
    expect(within(rows[4]).queryByText('100 分')).toBeNull()
  })

  it('says 暂无数据 without papers', async () => {
    server.use(http.post(LIST_URL, () => envelope([])))
    renderWithProviders(<ExamResults examCode="EXF" examName="考试EXF" />)
    expect(await antd.findEmpty()).toBeInTheDocument()
  })

  it('bestPaperId: none when no score is shown', () => {
    expect(bestPaperId([row(1, 90, -2), row(2, 80, 1, 1)])).toBeUndefined()
    expect(bestPaperId([row(1, 0, 0)])).toBe(1)
  })
})
