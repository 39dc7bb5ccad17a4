import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import type { StudySummary } from '../../api/project-project'
import { antd, renderApp, setupUser } from '../../testing'
import { shownModels } from './dashboard-links'
import { examRowText, hasProject, joinOffer, percent } from './summary'

vi.mock('./statistics-chart', () => ({
  StatisticsChart: () => <div role="img" aria-label="项目统计图" />,
}))

// The dashboard against a backend that answers what the spec documents and no more: every card
// shows what it was told, says — (or nothing) for what it was not, and offers no action that
// would send a blank.

const region = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 15_000 }))

async function openAs(who: 'learner' | 'admin') {
  loginAs(who)
  renderApp('/dashboard')
  await screen.findByRole('heading', { level: 1, name: '我的首页' }, { timeout: 15_000 })
}

const summary = (fields: Partial<StudySummary>) =>
  http.post('*/Api/Project_Manage/project_project/GetFPMyStudyData', () => envelope(fields))

/** The learner is not (yet) a member of their company's project. */
function learnerOutOfProject() {
  const project = db.projects.find((p) => p.projectCode === 'PJ2026001')!
  project.memberIds = project.memberIds.filter((id) => id !== 'u-learner')
}

describe('the study summary’s rules', () => {
  it('offers 加入项目 only with both codes and isJoin 0', () => {
    const codes = { projectCode: 'P1', planCode: 'L1' }
    expect(joinOffer({ ...codes, isJoin: 0 })).toEqual({ kind: 'join', ...codes })
    expect(joinOffer({ isJoin: 0 })).toEqual({ kind: 'no-codes' })
    expect(joinOffer({ projectCode: ' ', planCode: 'L1', isJoin: false })).toEqual({
      kind: 'no-codes',
    })
    // not told whether the learner is in: nothing to offer
    expect(joinOffer(codes)).toEqual({ kind: 'none' })
    expect(joinOffer({ ...codes, isJoin: 1 })).toEqual({ kind: 'none' })
  })

  it('shows a named project unless isshowFlag says 0', () => {
    expect(hasProject({ projectName: '项目' })).toBe(true)
    expect(hasProject({ projectName: '项目', isshowFlag: 0 })).toBe(false)
    expect(hasProject({ isshowFlag: 1 })).toBe(false)
  })

  it('never makes a 0 of a figure, nor 未完成 of an exam it was not told about', () => {
    expect(percent(undefined)).toBeUndefined()
    expect(percent(120)).toBe(100)
    expect(examRowText({ done: undefined, score: 90 })).toBe('—')
    expect(examRowText({ done: false })).toBe('未完成')
    expect(examRowText({ done: true })).toBe('—')
    expect(examRowText({ done: true, score: 88 })).toBe('88 分')
  })

  it('shows a showcase module only with a name or a cover', () => {
    expect(shownModels([{ url: '/x' }, { name: '模块' }, { cover: '/c.png' }])).toEqual([
      { name: '模块' },
      { cover: '/c.png' },
    ])
  })
})

describe('/dashboard with documented answers only', { timeout: 60_000 }, () => {
  beforeEach(() => setDocumentedOnly(true))
  afterEach(() => setDocumentedOnly(undefined))

  it('a learner outside the project sees the summary and no 加入项目; the cards show what they were told', async () => {
    learnerOutOfProject()
    const wire = watchWire()
    await openAs('learner')
    const tabs = await region('我的学习与考试')
    expect(
      await tabs.findByRole('heading', { name: '华东机械2026年度工伤预防培训' }),
    ).toBeInTheDocument()
    // isJoin is not documented: the dashboard cannot know, and never sends empty codes
    expect(tabs.queryByRole('button', { name: '加入项目' })).not.toBeInTheDocument()
    expect(tabs.queryByText('您尚未加入该项目')).not.toBeInTheDocument()

    // messages without id, title or time: listed as 消息, unread ones marked
    const messages = await region('最新消息')
    expect(await messages.findAllByRole('link', { name: /^(未读：)?消息$/ })).toHaveLength(5)
    expect(messages.getAllByText('未读：')).toHaveLength(5)
    // covers without a title are numbered; banners run without a link (no notice code)
    const covers = await region('图片公告')
    expect(
      (await covers.findAllByRole('button', { name: /^查看大图：/ })).map((b) => b.textContent),
    ).toEqual(['查看大图：图片公告 1', '查看大图：图片公告 2', '查看大图：图片公告 3'])
    const banner = await screen.findAllByAltText('通知公告')
    expect(banner.length).toBeGreaterThan(0)
    expect(banner.map((b) => b.closest('a'))).toEqual(banner.map(() => null))
    // the showcase modules document nothing: the card says so by 暂无数据
    expect(await antd.findEmpty(await region('功能模块'))).toBeInTheDocument()
    // the notices are documented: titles and links as usual
    const notices = await region('通知公告')
    expect(
      await notices.findByRole('link', { name: '关于开展2026年度工伤预防能力提升培训的通知' }),
    ).toHaveAttribute('href', '/ydnotice/showview?noticeSysCode=NT20260001')
    expect(await wire.to('/JoinProject')).toEqual([])
  })
})

describe('/dashboard with a summary that leaves fields out', { timeout: 60_000 }, () => {
  it('says why it cannot join without the project codes, and sends nothing', async () => {
    server.use(summary({ isshowFlag: 1, projectName: '一车间安全培训', isJoin: 0 }))
    const wire = watchWire()
    await openAs('learner')
    const tabs = await region('我的学习与考试')
    expect(await tabs.findByText('您尚未加入该项目')).toBeInTheDocument()
    expect(
      tabs.getByText('服务器没有提供项目编号，无法在此加入，请联系管理员。'),
    ).toBeInTheDocument()
    expect(tabs.queryByRole('button', { name: '加入项目' })).not.toBeInTheDocument()
    expect(await wire.to('/JoinProject')).toEqual([])
  })

  it('shows — and 未知 for the figures it was not told, never 0 or 未达标', async () => {
    server.use(summary({ projectName: '一车间安全培训', leftDays: 12 }))
    await openAs('learner')
    const tabs = await region('我的学习与考试')
    expect(await tabs.findByRole('heading', { name: '一车间安全培训' })).toBeInTheDocument()
    expect(antd.statistic(tabs.getByText('剩余天数'))).toHaveTextContent('12天')
    for (const title of ['已获学时', '项目人数', '已完成学习'])
      expect(antd.statistic(tabs.getByText(title))).toHaveTextContent(`${title}—`)
    expect(tabs.queryByText('未达标')).not.toBeInTheDocument()
    expect(tabs.queryByText('达标')).not.toBeInTheDocument()
    expect(tabs.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(tabs.getAllByText('：未知')).toHaveLength(2)
  })

  it('shows — for an exam it is not told is done', async () => {
    server.use(
      summary({
        projectName: '一车间安全培训',
        isExamSet: 1,
        examCode: 'EX2026002',
        examScore: 88,
      }),
    )
    await openAs('learner')
    await setupUser().click(await screen.findByRole('tab', { name: '我的考试' }))
    const tabs = await region('我的学习与考试')
    await waitFor(() =>
      expect(tabs.getAllByRole('listitem').map((r) => r.textContent)).toEqual(['项目考试—']),
    )
  })

  it('project statistics: a count an item leaves out shows —', async () => {
    server.use(
      http.post('*/Api/Project_Manage/project_project/GetStatisticDataList', () =>
        envelope([{ itemName: '二车间培训', itemCount1: 5 }]),
      ),
    )
    await openAs('admin')
    const table = await screen.findByRole('region', { name: '项目统计表' }, { timeout: 15_000 })
    const row = (await within(table).findByText('二车间培训')).closest('tr')!
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '二车间培训',
      '5',
      '—',
      '—',
    ])
  })
})
