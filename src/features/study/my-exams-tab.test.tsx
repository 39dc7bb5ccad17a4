import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { vi } from 'vitest'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { antd, renderApp, setupUser } from '../../testing'
import { hrefs } from '../../lib/paths'

const SUMMARY = '/Api/Project_Manage/project_project/GetFPMyStudyData'
const DETAIL = '/Api/UserExam/ex_userexam/GetUserExamDetail'

const info = (examCode: string, examName: string) => ({
  examName,
  examCode,
  time: 45,
  totlescore: 120,
  totleq: 10,
  isAllow: 1,
  examStartTime: '2026-01-05 09:00:00',
  examEndTime: '2099-12-31 18:00:00',
})

function answer(summary: Record<string, unknown>) {
  server.use(
    http.post(`*${SUMMARY}`, () => envelope(summary)),
    http.post(`*${DETAIL}`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('excode')
      return code === 'EXF'
        ? envelope({ examinfo: info('EXF', '岗前测试考试'), examuser: null })
        : envelope({ examinfo: info('EXA', '年度测试考试'), examuser: { status: 30, score: 88 } })
    }),
  )
}

async function openTab() {
  loginAs('learner')
  const wire = watchWire()
  renderApp(hrefs.study(1002))
  // the first page of a worker waits for its lazy modules (the route, the layout, xgplayer)
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
  // nothing of the tab is asked for before it is opened
  expect(await wire.to(SUMMARY)).toHaveLength(0)
  await setupUser().click(screen.getByText('我的考试'))
  return wire
}

// jsdom cannot play media: the player's pause and load (on leaving the page) do nothing here
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
})

// whole-app tests on a shared 2-core machine: a page with its player takes seconds to settle
describe('study page, my exams tab', { timeout: 40_000 }, () => {
  it('lists the project exams with status and score, and 进入考试 opens the exam detail', async () => {
    answer({ isshowFlag: 1, isFrontExamSet: 1, frontExamCode: 'EXF', examCode: 'EXA' })
    const wire = await openTab()
    const front = within(await screen.findByLabelText('岗前测试考试', { selector: 'li' }))
    expect(front.getByText('前置考试')).toBeInTheDocument()
    expect(front.getByText('45 分钟')).toBeInTheDocument()
    expect(front.getByText('120 分')).toBeInTheDocument()
    expect(front.getByText('未开始')).toBeInTheDocument()
    const exam = within(await screen.findByLabelText('年度测试考试', { selector: 'li' }))
    expect(exam.getByText('已完成')).toBeInTheDocument()
    expect(exam.getByText('88 分')).toBeInTheDocument()
    expect((await wire.to(DETAIL)).map((r) => r.query.excode).sort()).toEqual(['EXA', 'EXF'])

    await setupUser().click(exam.getByText('进入考试'))
    const dialog = within(await screen.findByRole('dialog'))
    expect(await dialog.findByText('考试详情')).toBeInTheDocument()
    expect(await dialog.findByText('年度测试考试')).toBeInTheDocument()
  })

  it('says 暂无数据 when the project has no exam', async () => {
    answer({ isshowFlag: 1, isFrontExamSet: 0, frontExamCode: '', examCode: '' })
    const wire = await openTab()
    const panel = await screen.findByLabelText('我的考试', { selector: '[role="tabpanel"]' })
    expect(await antd.findEmpty(within(panel))).toBeInTheDocument()
    await waitFor(async () => expect(await wire.to(SUMMARY)).toHaveLength(1))
    expect(await wire.to(DETAIL)).toHaveLength(0)
  })
})
