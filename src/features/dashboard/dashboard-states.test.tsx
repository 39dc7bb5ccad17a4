import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, type Role } from '../../../mocks/test-harness'
import { renderApp, renderWithProviders, alertTitled, setupUser } from '../../testing'
import { MyExam } from './my-exam'

vi.mock('./statistics-chart', () => ({
  StatisticsChart: () => <div role="img" aria-label="项目统计图" />,
}))

// antd's empty picture has a <title> with the same words
const TEXT_ONLY = { ignore: 'script, style, title' }

const region = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 15_000 }))

interface CardCase {
  /** the card's heading */
  title: string
  /** what its error says failed (…加载失败) */
  what?: string
  path: string
  empty: unknown
}

const RANKING = 'Train_Manage/Train_Res/GetRankingList'
const ranking: CardCase = { title: '学习排行', path: RANKING, empty: [] }
const stars: CardCase = { title: '学习之星', path: RANKING, empty: [] }
const calendar: CardCase = {
  title: '学习日历',
  path: 'Train_Manage/Train_Res/LearningMonthLog',
  empty: [],
}
const notices: CardCase = {
  title: '通知公告',
  path: 'SysConfig/sys_notice/GetIndexPageListNotice',
  empty: [],
}
const messages: CardCase = {
  title: '最新消息',
  path: 'SysConfig/sys_message/GetMessagePage',
  empty: { models: [], totalCount: 0 },
}
const models: CardCase = {
  title: '功能模块',
  path: 'Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList',
  empty: [],
}
const images: CardCase = {
  title: '图片公告',
  path: 'SysConfig/sys_notice/GetHomePageImageNotice',
  empty: [],
}
const statistics: CardCase = {
  title: '项目统计',
  path: 'Project_Manage/project_project/GetStatisticDataList',
  empty: [],
}
const myLearning: CardCase = {
  title: '我的学习与考试',
  what: '我的学习',
  path: 'Project_Manage/project_project/GetFPMyStudyData',
  empty: { isshowFlag: 0 },
}

const carousel: CardCase = {
  title: '首页轮播',
  what: '轮播图',
  path: 'SysConfig/sys_notice/GetIndexPageImageNotice',
  empty: [],
}

const answerEmpty = (cards: CardCase[]) =>
  server.use(...cards.map((c) => http.post(`*/Api/${c.path}`, () => envelope(c.empty))))

// the calls fail until the test presses 重试 (the route's loader asks before the cards do, and a
// card asks again after a failed prefetch: a single failure would not reach the card)
function failUntilRetried(cards: CardCase[]): () => void {
  let failing = true
  server.use(
    ...[...new Set(cards.map((c) => c.path))].map((path) =>
      http.post(`*/Api/${path}`, () => (failing ? fail('服务暂时不可用') : undefined)),
    ),
  )
  return () => {
    failing = false
  }
}

async function expectFailedThenRetried(cards: CardCase[], heal: () => void) {
  for (const { title, what = title } of cards) {
    const card = await region(title)
    expect(await card.findByText(`${what}加载失败`)).toBeInTheDocument()
    expect(card.getByText('服务暂时不可用')).toBeInTheDocument()
  }
  heal()
  for (const { title, what = title } of cards) {
    const card = await region(title)
    const retry = card.queryByRole('button', { name: /重\s*试/ })
    // the ranking and the stars share one call: 重试 on one refills both
    if (retry) await setupUser().click(retry)
    await waitFor(() => expect(card.queryByText(`${what}加载失败`)).not.toBeInTheDocument())
    expect(card.queryByText('暂无数据', TEXT_ONLY)).not.toBeInTheDocument()
  }
}

/** Cards with their seeded content: the failures elsewhere left them alone. */
async function expectShown(titles: string[]) {
  for (const title of titles) {
    const card = await region(title)
    expect((await card.findAllByRole('listitem')).length).toBeGreaterThan(0)
  }
}

async function open(who: Role) {
  loginAs(who)
  renderApp('/dashboard')
  await screen.findByRole('heading', { level: 1, name: '我的首页' }, { timeout: 15_000 })
}

// the whole app renders for each test: slow on a busy machine
describe('/dashboard cards, each on its own', { timeout: 60_000 }, () => {
  it.each<[Role, CardCase[]]>([
    ['learner', [carousel, ranking, stars, calendar, messages, models, images, myLearning]],
    ['company', [notices, statistics]],
  ])('an empty answer shows 暂无数据 (%s)', async (who, cards) => {
    answerEmpty(cards)
    await open(who)
    for (const { title } of cards) {
      expect(await (await region(title)).findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument()
    }
  })

  it.each<[Role, CardCase[], string]>([
    ['learner', [ranking, stars, calendar], '通知公告'],
    ['learner', [carousel, messages, models, myLearning], '图片公告'],
    ['company', [notices, statistics, images], '最新消息'],
  ])(
    'a %s: failed cards show their error and 重试, the others still show',
    async (who, failing, other) => {
      const heal = failUntilRetried(failing)
      await open(who)
      await expectShown([other])
      await expectFailedThenRetried(failing, heal)
    },
  )

  it('a failed count call costs the student boxes only', async () => {
    server.use(http.post('*/Api/User/user_user/GetUserCount', () => fail('统计服务异常')))
    await open('company')
    const figures = await region('培训概况')
    expect(await figures.findByText('学员统计加载失败')).toBeInTheDocument()
    expect(figures.getByText('统计服务异常')).toBeInTheDocument()
    expect(figures.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument()
    expect(await figures.findByText('课程总数')).toBeInTheDocument()
    expect(figures.queryByText('学员总数')).not.toBeInTheDocument()
  })
})

const SUMMARY = '*/Api/Project_Manage/project_project/GetFPMyStudyData'
const withExam = {
  isshowFlag: 1,
  projectName: '一车间安全培训',
  isExamSet: 1,
  examCode: 'EX2026002',
  isDoneExam: 1,
  examScore: 88,
}

describe('我的考试, on its own', () => {
  it.each<[string, unknown]>([
    ['no summary', null],
    ['no project to show', { isshowFlag: 0, isExamSet: 1, examCode: 'EX2026002' }],
    ['a project without exams', { isshowFlag: 1, projectName: '一车间安全培训', isExamSet: 0 }],
  ])('%s: 暂无数据 and nothing to enter', async (_, summary) => {
    server.use(http.post(SUMMARY, () => envelope(summary)))
    loginAs('learner')
    renderWithProviders(<MyExam />)
    expect(await screen.findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '进入考试' })).not.toBeInTheDocument()
  })

  it('a failed call shows 我的考试加载失败, and 重试 brings the exam', async () => {
    let failing = true
    server.use(http.post(SUMMARY, () => (failing ? fail('考试服务异常') : envelope(withExam))))
    loginAs('learner')
    renderWithProviders(<MyExam />)
    expect(await screen.findByText('我的考试加载失败')).toBeInTheDocument()
    // in the card (the request layer may also toast it)
    expect(within(alertTitled('我的考试加载失败')).getByText('考试服务异常')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '进入考试' })).not.toBeInTheDocument()
    failing = false
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual(['项目考试88 分'])
    expect(screen.getByRole('button', { name: '进入考试' })).toBeEnabled()
    expect(screen.queryByText('我的考试加载失败')).not.toBeInTheDocument()
  })
})
