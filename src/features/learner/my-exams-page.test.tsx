import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { antd, preloadRoutes, renderApp, setupUser } from '../../testing'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/exam/index'), 60_000)

const E = '/Api/UserExam/ex_userexam'
const SUMMARY = '*/Api/Project_Manage/project_project/GetFPMyStudyData'
const table = () => screen.findByRole('table', { name: '我的考试' })
const bodyRows = antd.tableRows
/** The exam table's row that names `name`: the row itself and its cell under a header. */
const rowOf = async (name: string) => {
  const t = await table()
  await within(t).findByText(name)
  const headers = Array.from(t.querySelectorAll('thead th')).map((th) => th.textContent)
  const row = bodyRows(t).find((r) => within(r).queryByText(name))!
  const cell = (header: string) =>
    within(row.querySelectorAll<HTMLElement>(':scope > td')[headers.indexOf(header)])
  return Object.assign(within(row), { cell })
}

const summary = {
  isshowFlag: 1,
  isFrontExamSet: 1,
  frontExamCode: 'EXF',
  isExamSet: 1,
  examCode: 'EXA',
}
const info = (examCode: string, extra: Record<string, unknown> = {}) => ({
  examName: `考试${examCode}`,
  examCode,
  time: 45,
  totlescore: 100,
  totleq: 10,
  isAllow: 1,
  examStartTime: '2026-01-05 09:00:00',
  examEndTime: '2099-12-31 18:00:00',
  ...extra,
})

type Detail = { status: number | null; isAllow?: number; score?: number; end?: string }
/** The learner's project has the exams EXF (pre-exam) and EXA, answered as given. */
function answer(details: Record<'EXF' | 'EXA', Detail | 'fail'>) {
  server.use(
    http.post(SUMMARY, () => envelope(summary)),
    http.post(`*${E}/GetUserExamDetail`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('excode') as 'EXF' | 'EXA'
      const d = details[code]
      if (d === 'fail') return fail('考试服务不可用')
      const extra = { isAllow: d.isAllow ?? 1, ...(d.end ? { examEndTime: d.end } : {}) }
      return envelope({
        examinfo: info(code, extra),
        examuser: d.status === null ? null : { status: d.status, score: d.score ?? 0 },
      })
    }),
  )
}

describe('我的考试 (my exams)', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it("lists the project's pre-exam and exam with times, status, score and the enter button", async () => {
    renderApp('/exam/index')
    expect(await screen.findByRole('heading', { level: 1, name: '我的考试' })).toBeInTheDocument()
    const project = db.projects.find((p) => p.memberIds.includes('u-learner'))!
    const exam = (code: string) => db.exams.find((e) => e.examCode === code)!
    const enrolment = (code: string) =>
      db.examUsers.find((e) => e.userId === 'u-learner' && e.examCode === code)!

    const front = await rowOf(exam(project.frontExamCode).examName)
    expect(front.getByText('前置考试')).toBeInTheDocument()
    expect(
      front.cell('考试时长').getByText(`${exam(project.frontExamCode).time} 分钟`),
    ).toBeInTheDocument()
    expect(
      front.cell('总分').getByText(`${exam(project.frontExamCode).totlescore} 分`),
    ).toBeInTheDocument()
    expect(front.cell('状态').getByText('已完成')).toBeInTheDocument()
    expect(
      front.cell('成绩').getByText(`${enrolment(project.frontExamCode).score} 分`),
    ).toBeInTheDocument()
    expect(front.getByRole('button', { name: /重新考试/ })).toBeEnabled()

    const main = await rowOf(exam(project.examCode).examName)
    expect(main.queryByText('前置考试')).toBeNull()
    expect(main.getByText('未开始')).toBeInTheDocument()
    expect(main.cell('成绩').getByText('—')).toBeInTheDocument()
    expect(main.getByRole('button', { name: /开始考试/ })).toBeEnabled()
    expect(main.getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toHaveLength(2)
  })

  it('shows 未开始 / 开始考试 and 进行中 / 继续考试', async () => {
    answer({ EXF: { status: null }, EXA: { status: 20, isAllow: 0 } })
    renderApp('/exam/index')
    const front = await rowOf('考试EXF')
    expect(front.getByText('未开始')).toBeInTheDocument()
    expect(front.cell('成绩').getByText('—')).toBeInTheDocument()
    expect(front.cell('开始时间').getByText('2026-01-05 09:00')).toBeInTheDocument()
    expect(front.cell('结束时间').getByText('2099-12-31 18:00')).toBeInTheDocument()
    expect(front.getByRole('button', { name: '开始考试：考试EXF' })).toBeEnabled()
    const main = await rowOf('考试EXA')
    expect(main.getByText('进行中')).toBeInTheDocument()
    // not allowed again and started: the rule says 考试结束
    expect(main.getByRole('button', { name: '考试结束：考试EXA' })).toBeDisabled()
  })

  it('shows 已完成 with 重新考试 when retakes are allowed, 考试结束 (disabled) when not or past the end', async () => {
    answer({
      EXF: { status: 30, isAllow: 1, score: 88 },
      EXA: { status: 30, isAllow: 0, score: 52 },
    })
    const view = renderApp('/exam/index')
    const front = await rowOf('考试EXF')
    expect(front.getByText('已完成')).toBeInTheDocument()
    expect(front.cell('成绩').getByText('88 分')).toBeInTheDocument()
    expect(front.getByRole('button', { name: '重新考试：考试EXF' })).toBeEnabled()
    const main = await rowOf('考试EXA')
    expect(main.cell('成绩').getByText('52 分')).toBeInTheDocument()
    expect(main.getByRole('button', { name: '考试结束：考试EXA' })).toBeDisabled()
    view.unmount()

    answer({ EXF: { status: 0, end: '2020-01-01 18:00:00' }, EXA: { status: 10 } })
    renderApp('/exam/index')
    expect((await rowOf('考试EXF')).getByRole('button', { name: /考试结束/ })).toBeDisabled()
    const started = await rowOf('考试EXA')
    expect(started.getByText('未开始')).toBeInTheDocument()
    expect(started.getByRole('button', { name: /开始考试/ })).toBeEnabled()
  })

  it('opens the exam detail dialog from the enter button', async () => {
    const user = setupUser()
    answer({ EXF: { status: 30, score: 90 }, EXA: { status: 0 } })
    renderApp('/exam/index')
    await user.click((await rowOf('考试EXA')).getByRole('button', { name: /开始考试/ }))
    const element = await screen.findByRole('dialog', { name: '考试详情' })
    const dialog = within(element)
    expect(await dialog.findByText('考试EXA')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: '开始考试' })).toBeEnabled()
    await user.click(dialog.getByRole('button', { name: /取\s*消/ }))
    // jsdom never ends antd's leave animation: the closed dialog stays in the DOM, leaving
    await waitFor(() => expect(element).toHaveClass('ant-zoom-leave'))
  })

  it('expands 成绩记录 of a completed exam: each paper with its time, score and result', async () => {
    const user = setupUser()
    const wire = watchWire()
    answer({ EXF: { status: 30, score: 90 }, EXA: { status: 0 } })
    server.use(
      http.post(`*${E}/GetExamResultList`, () =>
        envelope([
          {
            id: 7001,
            chnName: '张伟',
            startTime: '2026-02-01 10:00:00',
            endTime: '2026-02-01 10:40:00',
            score: 90,
            isPass: 1,
            delayMarkingPapers: 0,
          },
          {
            id: 7002,
            chnName: '张伟',
            startTime: '2026-01-20 10:00:00',
            endTime: '2026-01-20 10:30:00',
            score: 40,
            isPass: 0,
            delayMarkingPapers: 0,
          },
          {
            id: 7003,
            chnName: '张伟',
            startTime: '2026-01-10 10:00:00',
            endTime: '2026-01-10 10:30:00',
            score: 77,
            isPass: -2,
            delayMarkingPapers: 0,
          },
          {
            id: 7004,
            chnName: '张伟',
            startTime: '2026-01-05 10:00:00',
            endTime: '2026-01-05 10:30:00',
            score: 0,
            isPass: 0,
            delayMarkingPapers: 1,
          },
        ]),
      ),
    )
    renderApp('/exam/index')
    const front = await rowOf('考试EXF')
    expect((await rowOf('考试EXA')).queryByRole('button', { name: '成绩记录' })).toBeNull()
    const toggle = front.getByRole('button', { name: '成绩记录' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    const results = await screen.findByRole('table', { name: '考试EXF 成绩记录' })
    const rows = bodyRows(results)
    expect(rows).toHaveLength(4)
    expect(within(rows[0]).getByText('2026-02-01 10:00')).toBeInTheDocument()
    expect(within(rows[0]).getByText('2026-02-01 10:40')).toBeInTheDocument()
    expect(within(rows[0]).getByText('90 分')).toBeInTheDocument()
    expect(within(rows[0]).getByText('通过')).toBeInTheDocument()
    expect(within(rows[0]).getByRole('link', { name: '查看试卷' })).toHaveAttribute(
      'href',
      '/ysUserExam/examview?userpaperId=7001',
    )
    expect(within(rows[1]).getByText('未通过')).toBeInTheDocument()
    expect(within(rows[2]).getByText('保密')).toBeInTheDocument()
    expect(within(rows[2]).queryByText('77 分')).toBeNull()
    expect(within(rows[3]).getByText('等待批卷')).toBeInTheDocument()
    expect(within(rows[3]).queryByRole('link')).toBeNull()
    const [sent] = await wire.to(`${E}/GetExamResultList`)
    expect(sent.body).toEqual({ exammcode: 'EXF' })
  })

  it('says 暂无数据 when the project sets no exam', async () => {
    server.use(
      http.post(SUMMARY, () => envelope({ isshowFlag: 1, isExamSet: 0, isFrontExamSet: 0 })),
    )
    renderApp('/exam/index')
    expect(
      await screen.findByText('暂无数据', { ignore: 'title, script, style' }),
    ).toBeInTheDocument()
  })

  it('shows a failed summary with 重试, and a failed exam detail in its own row only', async () => {
    const user = setupUser()
    server.use(http.post(SUMMARY, () => fail('项目服务不可用'), { once: true }))
    renderApp('/exam/index')
    expect(await screen.findByText('我的考试加载失败')).toBeInTheDocument()
    answer({ EXF: 'fail', EXA: { status: 0 } })
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    const main = await rowOf('考试EXA')
    expect(main.getByRole('button', { name: /开始考试/ })).toBeEnabled()
    const failed = await rowOf('EXF')
    expect(failed.getByText('加载失败')).toBeInTheDocument()
    expect(failed.getByText('前置考试')).toBeInTheDocument()
    answer({ EXF: { status: 20 }, EXA: { status: 0 } })
    await user.click(failed.getByRole('button', { name: '重试：EXF' }))
    expect((await rowOf('考试EXF')).getByText('进行中')).toBeInTheDocument()
  })
})
