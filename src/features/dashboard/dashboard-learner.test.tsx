import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { envelope, loginAs, pinClock, watchWire } from '../../../mocks/test-harness'
import { antd, renderApp, setupUser } from '../../testing'
import type { StudySummary } from '../../api/project-project'

const region = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 15_000 }))

const summary = (fields: Partial<StudySummary>) =>
  http.post('*/Api/Project_Manage/project_project/GetFPMyStudyData', () =>
    envelope({ isshowFlag: 1, projectName: '一车间安全培训', ...fields }),
  )

async function openAsLearner() {
  loginAs('learner')
  renderApp('/dashboard')
  await screen.findByRole('heading', { level: 1, name: '我的首页' }, { timeout: 15_000 })
}

// the whole app renders for each test: slow on a busy machine
describe('/dashboard for a learner', { timeout: 60_000 }, () => {
  it('shows the minutes of each day of the month and asks for the month switched to', async () => {
    const user = setupUser()
    pinClock('2026-05-20T10:00:00')
    const logs: Record<string, { date: string; minute: number }[]> = {
      '2026-05': [
        { date: '2026-05-03', minute: 35 },
        { date: '2026-05-18 00:00:00', minute: 90 },
      ],
      '2026-04': [{ date: '2026-04-10', minute: 50 }],
    }
    server.use(
      http.post('*/Api/Train_Manage/Train_Res/LearningMonthLog', async ({ request }) => {
        const { month } = (await request.json()) as { month: string }
        return envelope(logs[month] ?? [])
      }),
    )
    const wire = watchWire()
    await openAsLearner()
    const calendar = await region('学习日历')
    expect(await calendar.findByText('学习35分钟')).toBeInTheDocument()
    expect(calendar.getByText('学习90分钟')).toBeInTheDocument()
    expect(calendar.getByText('本月学习 2 天，累计 125 分钟')).toBeInTheDocument()
    expect(calendar.getByText('2026年5月')).toBeInTheDocument()
    // no month after the current one has a log yet
    expect(calendar.getByRole('button', { name: '下一月' })).toBeDisabled()

    await user.click(calendar.getByRole('button', { name: '上一月' }))
    expect(await calendar.findByText('学习50分钟')).toBeInTheDocument()
    expect(calendar.getByText('2026年4月')).toBeInTheDocument()
    expect(calendar.queryByText('学习35分钟')).not.toBeInTheDocument()
    expect(calendar.getByText('本月学习 1 天，累计 50 分钟')).toBeInTheDocument()
    const sent = await wire.to('/LearningMonthLog')
    expect(sent.map((r) => r.body)).toEqual([{ month: '2026-05' }, { month: '2026-04' }])

    await user.click(calendar.getByRole('button', { name: '上一月' }))
    expect(await calendar.findByText('暂无数据')).toBeInTheDocument()
    expect((await wire.to('/LearningMonthLog')).at(-1)?.body).toEqual({ month: '2026-03' })
  })

  it('highlights the days with study minutes and no other day', async () => {
    pinClock('2026-05-20T10:00:00')
    server.use(
      http.post('*/Api/Train_Manage/Train_Res/LearningMonthLog', () =>
        envelope([
          { date: '2026-05-03', minute: 35 },
          { date: '2026-05-04', minute: 0 },
        ]),
      ),
    )
    await openAsLearner()
    const calendar = await region('学习日历')
    const day = (date: string) => calendar.getByText(date).closest('.dash-cal__day')
    expect(await calendar.findByText('学习35分钟')).toBeInTheDocument()
    expect(day('3')).toHaveClass('dash-cal__day--studied')
    expect(day('3')).toHaveAttribute('title', '35分钟')
    // a day logged with 0 minutes and a day not logged are plain days
    for (const date of ['4', '5']) {
      expect(day(date)).toHaveClass('dash-cal__day')
      expect(day(date)).not.toHaveClass('dash-cal__day--studied')
      expect(day(date)).not.toHaveAttribute('title')
    }
  })

  it('shows the study summary of the learner project', async () => {
    server.use(
      summary({
        leftDays: 12,
        getHrs: 10,
        checkHrs: 24,
        reachState: 0,
        reachProgress: 41.7,
        todayProgress: 50,
        pusrCount: 36,
        donestudyusrCount: 9,
        isExamSet: 0,
      }),
    )
    await openAsLearner()
    const tabs = await region('我的学习与考试')
    expect(await tabs.findByRole('heading', { name: '一车间安全培训' })).toBeInTheDocument()
    expect(tabs.getByText('未达标')).toBeInTheDocument()
    expect(antd.statistic(tabs.getByText('剩余天数'))).toHaveTextContent('12天')
    expect(antd.statistic(tabs.getByText('已获学时'))).toHaveTextContent('10/ 24 学时')
    expect(tabs.getByRole('progressbar', { name: '学时进度' })).toHaveAttribute(
      'aria-valuenow',
      '41.7',
    )
    expect(tabs.getByRole('progressbar', { name: '今日进度' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    )
    // a member already: nothing to join; no exam set: no exam tab
    expect(tabs.queryByRole('button', { name: '加入项目' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '我的考试' })).not.toBeInTheDocument()
  })

  it('joins the project the summary offers', async () => {
    // the learner is not (yet) a member of their company's project
    const project = db.projects.find((p) => p.projectCode === 'PJ2026001')!
    project.memberIds = project.memberIds.filter((id) => id !== 'u-learner')
    const wire = watchWire()
    await openAsLearner()
    const tabs = await region('我的学习与考试')
    expect(await tabs.findByText('您尚未加入该项目')).toBeInTheDocument()
    await setupUser().click(tabs.getByRole('button', { name: '加入项目' }))
    expect(await screen.findByText('操作成功')).toBeInTheDocument()
    const [join] = await wire.to('/JoinProject')
    expect(join.query).toEqual({ projectCode: 'PJ2026001', planCode: 'PL2026001' })
    // the summary is asked again and now says the learner is in
    await waitFor(() => expect(tabs.queryByText('您尚未加入该项目')).not.toBeInTheDocument())
    expect(project.memberIds).toContain('u-learner')
  })

  it('shows the exams with their scores and enters the pre-exam first', async () => {
    const user = setupUser()
    server.use(
      summary({
        isExamSet: 1,
        examCode: 'EX2026002',
        isDoneExam: 1,
        examScore: 88,
        isFrontExamSet: 1,
        frontExamCode: 'EX2026001',
        isDoneFrontExam: 0,
      }),
    )
    const wire = watchWire()
    await openAsLearner()
    await user.click(await screen.findByRole('tab', { name: '我的考试' }))
    const tabs = await region('我的学习与考试')
    const rows = await tabs.findAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual(['前置考试未完成', '项目考试88 分'])
    await user.click(tabs.getByRole('button', { name: '进入考试' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('新员工岗前安全考试')).toBeInTheDocument()
    const [detail] = await wire.to('/GetUserExamDetail')
    expect(detail.query).toEqual({ excode: 'EX2026001' })
  })
})
