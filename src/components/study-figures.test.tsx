import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setDocumentedOnly } from '../../mocks/documented-only'
import { server } from '../../mocks/node'
import { hours, minutesOf } from '../../mocks/study-logic'
import { fail } from '../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../mocks/test-harness'
import { antd, renderWithProviders, alertTitled, setupUser } from '../testing'
import { StudyFigures } from './study-figures'

const STUDY = '*/Api/Train_Manage/Train_Res/GetStatisticsUserStudyData'
const COUNT = '*/Api/User/user_user/GetUserCount'
const statistics = { resCnt: 64, resTotalHours: 20.5, studyHours: 3.25, studyResCnt: 5 }

/** The box titled `title` shows `value` (its number and unit). */
async function expectBox(title: string, value: string) {
  const box = antd.statistic(await screen.findByText(title))!
  expect(within(box).getByText(value)).toBeInTheDocument()
}

describe('StudyFigures', () => {
  it('a learner sees the courses learned and the minutes studied, nothing else', async () => {
    server.use(http.post(STUDY, () => envelope(statistics)))
    loginAs('learner')
    const wire = watchWire()
    renderWithProviders(<StudyFigures sysRoles={4} />)
    await expectBox('累计学习课程', '5')
    // studyHours 3.25 is 195 minutes
    await expectBox('累计学习时长', '195')
    expect(screen.getByText('分钟')).toBeInTheDocument()
    expect(screen.queryByText('学员总数')).not.toBeInTheDocument()
    expect(await wire.to('/GetUserCount')).toEqual([])
  })

  it('other roles see courses, minutes, learners and activated learners', async () => {
    server.use(
      http.post(STUDY, () => envelope(statistics)),
      http.post(COUNT, () => envelope({ item1: 120, item2: 97 })),
    )
    loginAs('company')
    renderWithProviders(<StudyFigures sysRoles={3} />)
    await expectBox('课程总数', '64')
    await expectBox('课程总时长', '1,230')
    await expectBox('学员总数', '120')
    await expectBox('已激活学员', '97')
    expect(screen.queryByText('累计学习课程')).not.toBeInTheDocument()
  })

  it('a failed call costs its own boxes, and 重试 asks again', async () => {
    server.use(
      http.post(STUDY, () => fail('统计服务异常'), { once: true }),
      http.post(COUNT, () => envelope({ item1: 120, item2: 97 })),
    )
    loginAs('admin')
    renderWithProviders(<StudyFigures sysRoles={1} />)
    expect(await screen.findByText('课程统计加载失败')).toBeInTheDocument()
    expect(screen.getAllByText('统计服务异常').length).toBeGreaterThan(0)
    await expectBox('学员总数', '120')
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByText('课程总数')).toBeInTheDocument()
    expect(screen.queryByText('课程统计加载失败')).not.toBeInTheDocument()
  })

  it('a learner whose call fails sees 学习统计加载失败, and 重试 asks again', async () => {
    server.use(http.post(STUDY, () => fail('统计服务异常'), { once: true }))
    loginAs('learner')
    const wire = watchWire()
    renderWithProviders(<StudyFigures sysRoles={4} />)
    expect(await screen.findByText('学习统计加载失败')).toBeInTheDocument()
    // in the box (the request layer may also toast it)
    expect(within(alertTitled('学习统计加载失败')).getByText('统计服务异常')).toBeInTheDocument()
    expect(screen.queryByText('累计学习课程')).not.toBeInTheDocument()
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    // the seeded learner's statistics, asked a second time
    expect(await screen.findByText('累计学习课程')).toBeInTheDocument()
    expect(screen.getByText('累计学习时长')).toBeInTheDocument()
    expect(screen.queryByText('学习统计加载失败')).not.toBeInTheDocument()
    expect(await wire.to('/GetStatisticsUserStudyData')).toHaveLength(2)
  })

  it('a learner whose answer carries no statistics sees 暂无数据, not a blank box or zeros', async () => {
    server.use(http.post(STUDY, () => envelope(null)))
    loginAs('learner')
    renderWithProviders(<StudyFigures sysRoles={4} />)
    expect(await antd.findEmpty()).toBeInTheDocument()
    expect(screen.queryByText('学习统计加载失败')).not.toBeInTheDocument()
    expect(screen.queryByText('累计学习课程')).not.toBeInTheDocument()
    expect(screen.queryByText('0')).not.toBeInTheDocument()
  })
})

describe('StudyFigures against a backend that answers the documented fields only', () => {
  afterEach(() => setDocumentedOnly(undefined))

  it('works a learner’s minutes out from studyHours without the assumed studyMinutes', async () => {
    setDocumentedOnly(true)
    loginAs('learner')
    renderWithProviders(<StudyFigures sysRoles={4} />)
    const minutes = Math.round(hours(minutesOf('u-learner')) * 60)
    await expectBox('累计学习时长', minutes.toLocaleString('en-US'))
  })

  it('shows — for a figure the answer leaves out, never 0', async () => {
    server.use(http.post(STUDY, () => envelope({ resCnt: 64, studyResCnt: 5 })))
    loginAs('company')
    renderWithProviders(<StudyFigures sysRoles={3} />)
    await expectBox('课程总数', '64')
    await expectBox('课程总时长', '—')
    expect(screen.queryByText('0')).not.toBeInTheDocument()
  })
})
