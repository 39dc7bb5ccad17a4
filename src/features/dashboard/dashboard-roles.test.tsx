import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { renderApp } from '../../testing'

// jsdom has no canvas: the chart is checked in Chromium end to end; here its data is in the table
// jsdom has no canvas: the chart's own module draws nothing here (it waits for a width), and a
// worker that loaded it before keeps it; either way the chart's region is an image named 项目统计图
vi.mock('./statistics-chart', () => ({
  StatisticsChart: () => <div role="img" aria-label="项目统计图" />,
}))

const region = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 15_000 }))
const answer = (path: string, data: unknown) => http.post(`*/Api/${path}`, () => envelope(data))

// the whole app renders for each test: slow on a busy machine
describe('/dashboard by role', { timeout: 60_000 }, () => {
  it('shows a learner the learner boxes, my learning and my exam, and no project statistics', async () => {
    server.use(
      answer('Train_Manage/Train_Res/GetStatisticsUserStudyData', {
        resCnt: 99,
        resTotalHours: 40,
        studyHours: 2.5,
        studyResCnt: 7,
        studyMinutes: 152,
      }),
    )
    loginAs('learner')
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: '我的首页' }, { timeout: 15_000 })
    const figures = await region('学习概况')
    expect(await figures.findByText('累计学习课程')).toBeInTheDocument()
    expect(figures.getByText('7')).toBeInTheDocument()
    // studyMinutes when the answer carries it, not studyHours × 60
    expect(figures.getByText('累计学习时长')).toBeInTheDocument()
    expect(figures.getByText('152')).toBeInTheDocument()
    expect(figures.queryByText('课程总数')).not.toBeInTheDocument()
    expect(figures.queryByText('学员总数')).not.toBeInTheDocument()

    expect(await screen.findByRole('tab', { name: '我的学习' })).toBeInTheDocument()
    // the seeded learner's project sets an exam
    expect(await screen.findByRole('tab', { name: '我的考试' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '项目统计' })).not.toBeInTheDocument()
    expect(
      await screen.findByRole('region', { name: '学习日历' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
  })

  it('reads the minutes from studyHours when the answer has no studyMinutes', async () => {
    server.use(
      answer('Train_Manage/Train_Res/GetStatisticsUserStudyData', {
        resCnt: 1,
        resTotalHours: 1,
        studyHours: 2.5,
        studyResCnt: 3,
      }),
    )
    loginAs('learner')
    renderApp('/dashboard')
    expect(await (await region('学习概况')).findByText('150')).toBeInTheDocument()
  })

  it('shows a company admin the four statistic boxes and the project statistics table', async () => {
    server.use(
      answer('Train_Manage/Train_Res/GetStatisticsUserStudyData', {
        resCnt: 42,
        resTotalHours: 12.5,
        studyHours: 0,
        studyResCnt: 0,
      }),
      answer('User/user_user/GetUserCount', { item1: 318, item2: 287 }),
      answer('Project_Manage/project_project/GetStatisticDataList', [
        { itemName: '高处作业专项培训', itemCount1: 56, itemCount2: 3, itemPercent1: 41.67 },
        { itemName: '新员工岗前培训', itemCount1: 120, itemCount2: 8, itemPercent1: 100 },
      ]),
    )
    loginAs('company')
    renderApp('/dashboard')
    const figures = await region('培训概况')
    expect(await figures.findByText('课程总数')).toBeInTheDocument()
    expect(figures.getByText('42')).toBeInTheDocument()
    expect(figures.getByText('课程总时长')).toBeInTheDocument()
    expect(figures.getByText('750')).toBeInTheDocument()
    expect(await figures.findByText('学员总数')).toBeInTheDocument()
    expect(figures.getByText('318')).toBeInTheDocument()
    expect(figures.getByText('已激活学员')).toBeInTheDocument()
    expect(figures.getByText('287')).toBeInTheDocument()
    expect(figures.queryByText('累计学习课程')).not.toBeInTheDocument()

    expect(screen.getByRole('tab', { name: '项目统计' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '我的学习' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '我的考试' })).not.toBeInTheDocument()
    // the data rows and the header (antd may add an aria-hidden measuring row)
    const rows = (
      await (await region('项目统计')).findAllByRole('row', {}, { timeout: 15_000 })
    ).filter((r) => !r.closest('[aria-hidden="true"]') && r.textContent)
    expect(rows.map((r) => r.textContent)).toEqual([
      '项目名称参训人数完成单位数完成率',
      '高处作业专项培训56341.7%',
      '新员工岗前培训1208100%',
    ])
    expect(
      await screen.findByRole('img', { name: /^项目统计图/ }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    // the learning log is the learners' (behaviour B2.21: statistics chart, or learning log for
    // role 4)
    expect(screen.queryByRole('region', { name: '学习日历' })).not.toBeInTheDocument()
  })

  it('shows the platform admin the seeded projects of every company', async () => {
    loginAs('admin')
    renderApp('/dashboard')
    expect(await screen.findByRole('tab', { name: '项目统计' })).toBeInTheDocument()
    const table = await region('项目统计')
    expect(await table.findByText('华东机械2026年度工伤预防培训')).toBeInTheDocument()
    expect(table.getByText('南方建设高处作业专项培训')).toBeInTheDocument()
  })
})
