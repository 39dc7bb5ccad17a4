import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { assumedPaths } from '../../api/assumed-paths'
import { renderApp, renderWithProviders, setupUser } from '../../testing'
import { config } from '../../lib/env'
import { setToken } from '../../lib/token'
import { Component as HomePage } from './home-page'

const region = (name: string) => within(screen.getByRole('region', { name }))
const renderHome = () => renderWithProviders(<HomePage />, { route: '/home', path: '/home' })
const spyOpen = () => vi.spyOn(window, 'open').mockImplementation(() => null)

describe('/home', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows every section with the seeded data', async () => {
    renderApp('/home')
    expect(await screen.findByRole('heading', { level: 1, name: config.title })).toBeInTheDocument()
    const nav = within(screen.getByRole('navigation', { name: '顶部导航' }))
    expect(await nav.findByRole('link', { name: '第一课堂' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: '工伤预防 从我做起' })).toHaveAttribute(
      'src',
      '/mock/banners/banner-1.svg',
    )
    // two rows of six: the six seeded directories by code, then topics as keyword searches
    const tiles = await region('课程分类').findAllByRole('link')
    expect(tiles).toHaveLength(12)
    expect(tiles.slice(0, 6).map((t) => t.textContent)).toEqual([
      '安全生产法规',
      '工伤预防知识',
      '机械安全',
      '建筑施工安全',
      '职业健康',
      '应急救援',
    ])
    expect(tiles[0]).toHaveAttribute('href', `${config.courseListUrl}?cate=D01`)
    expect(tiles[5]).toHaveAttribute('href', `${config.courseListUrl}?cate=D06`)
    expect(tiles[6]).toHaveTextContent('消防安全')
    expect(tiles[6]).toHaveAttribute(
      'href',
      `${config.courseListUrl}?keyword=${encodeURIComponent('消防安全')}`,
    )
    expect(tiles[0]).toHaveAttribute('target', '_blank')
    expect(await region('热门课程').findAllByRole('button', { name: /人学习/ })).toHaveLength(10)
    for (const name of ['通知公告', '政策解读', '新闻动态', '政策法规']) {
      await waitFor(() => expect(region(name).getAllByRole('listitem')).toHaveLength(6))
    }
    expect(region('新闻动态').getByRole('link', { name: '更多新闻动态' })).toHaveAttribute(
      'href',
      '/newslist?typeId=1',
    )
    expect(region('政策法规').getByRole('link', { name: '更多政策法规' })).toHaveAttribute(
      'href',
      '/newslist?typeId=2',
    )
    expect(await region('快捷入口').findByRole('link', { name: '在线学习' })).toBeInTheDocument()
    expect(await region('岗位技能').findByRole('link', { name: '电工作业' })).toBeInTheDocument()
    expect(
      await region('职工俱乐部').findByRole('link', { name: '安全读书会' }),
    ).toBeInTheDocument()
    // behaviour B9.12: year-month-day hour:minute
    expect(region('通知公告').getAllByRole('listitem')[0]).toHaveTextContent(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    )
    expect(
      await region('培训项目').findByRole('link', { name: '新员工岗前安全培训' }),
    ).toBeInTheDocument()
    expect(await region('合作单位').findAllByRole('img')).toHaveLength(4)
    expect(screen.getByText(/08:30-16:30/)).toBeInTheDocument()
  })

  it('fills the category tiles up to twelve with topic searches, never a made-up directory code', async () => {
    const dirs = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ dCode: `K${i + 1}`, dName: `目录${i + 1}` }))
    let count = 3
    server.use(
      http.post(`*${assumedPaths.homeResDirs}`, () =>
        Response.json({ success: true, errorCode: 0, msg: '', data: dirs(count), total: count }),
      ),
    )
    const first = renderHome()
    const tiles = await region('课程分类').findAllByRole('link')
    expect(tiles).toHaveLength(12)
    expect(tiles.slice(0, 3).map((t) => t.getAttribute('href'))).toEqual(
      ['K1', 'K2', 'K3'].map((c) => `${config.courseListUrl}?cate=${c}`),
    )
    expect(tiles.slice(3).every((t) => t.getAttribute('href')?.includes('?keyword='))).toBe(true)
    first.unmount()

    count = 14
    renderHome()
    const many = await region('课程分类').findAllByRole('link')
    expect(many).toHaveLength(12)
    expect(many.at(-1)).toHaveAttribute('href', `${config.courseListUrl}?cate=K12`)
  })

  it('while the quick links and the directories load, says 加载中 there and offers nothing to press', async () => {
    server.use(
      http.post(`*${assumedPaths.homeResDirs}`, () => delay('infinite')),
      http.post(`*${assumedPaths.linksByType}`, async ({ request }) => {
        const { linkType } = (await request.clone().json()) as { linkType: number }
        if (linkType === 2) await delay('infinite')
      }),
    )
    renderHome()
    await region('岗位技能').findByRole('link', { name: '电工作业' })
    for (const name of ['快捷入口', '课程分类']) {
      expect(region(name).getByText('加载中')).toBeInTheDocument()
      expect(region(name).queryAllByRole('link')).toEqual([])
      expect(region(name).queryAllByRole('listitem')).toEqual([])
    }
  })

  it('follows the link rules: 第一课堂 in the app, external in a new window, # and empty nothing', async () => {
    const user = setupUser()
    const open = spyOpen()
    const { router } = renderHome()
    await user.click(await region('岗位技能').findByRole('link', { name: '电工作业' }))
    expect(open).toHaveBeenLastCalledWith(
      'https://example.com/skill/electric',
      '_blank',
      'noopener,noreferrer',
    )
    await user.click(await region('快捷入口').findByText('证书查询'))
    await user.click(region('快捷入口').getByText('学时查询'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/home')
    const nav = within(screen.getByRole('navigation', { name: '顶部导航' }))
    await user.click(await nav.findByRole('link', { name: '第一课堂' }))
    expect(router.state.location.pathname).toBe('/firstclassindex')
  })

  it('opens notices and news by their type', async () => {
    const user = setupUser()
    const open = spyOpen()
    renderHome()
    await user.click(
      await region('通知公告').findByRole('link', {
        name: '关于开展2026年度工伤预防能力提升培训的通知',
      }),
    )
    expect(open).toHaveBeenLastCalledWith(
      '/viewnoticeitem?noticeSysCode=NT20260001',
      '_blank',
      'noopener,noreferrer',
    )
    await user.click(
      region('通知公告').getByRole('link', { name: '关于公布第三季度优秀学员名单的公告' }),
    )
    expect(open).toHaveBeenLastCalledWith(
      'https://www.mohrss.gov.cn/',
      '_blank',
      'noopener,noreferrer',
    )
    await user.click(
      await region('新闻动态').findByRole('link', { name: '华东机械开展全员安全生产培训' }),
    )
    expect(open).toHaveBeenLastCalledWith('/newsitem?newsId=1', '_blank', 'noopener,noreferrer')
    await user.click(region('新闻动态').getByRole('link', { name: '工伤预防宣传进企业活动启动' }))
    expect(open).toHaveBeenLastCalledWith('https://www.gov.cn/', '_blank', 'noopener,noreferrer')
  })

  it('sends a logged-in user to the study page of a hot course', async () => {
    setToken('token-x')
    const { router } = renderHome()
    const [first] = await region('热门课程').findAllByRole('button', { name: /人学习/ })
    await setupUser().click(first)
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainres/study'))
    expect(router.state.location.search).toMatch(/^\?id=\d+$/)
  })

  it('opens the play dialog for a guest clicking a hot course', async () => {
    renderHome()
    const [first] = await region('热门课程').findAllByRole('button', { name: /人学习/ })
    const name = first.querySelector('.course-card__name')!.textContent!
    await setupUser().click(first)
    const dialog = within(await screen.findByRole('dialog', { name: '课程播放' }))
    expect(await dialog.findByRole('heading', { name })).toBeInTheDocument()
  })

  it('logs a guest in through the 培训登录 dialog and keeps the query on the way to /dashboard', async () => {
    const user = setupUser()
    const { router } = renderWithProviders(<HomePage />, { route: '/home?from=ad', path: '/home' })
    await user.click(screen.getByRole('button', { name: /培训登录/ }))
    const dialog = within(await screen.findByRole('dialog', { name: '培训登录' }))
    await user.type(dialog.getByLabelText('用户名'), 'learner')
    await user.type(dialog.getByLabelText('密码'), 'Learner@123')
    await user.click(dialog.getByRole('button', { name: /登\s*录/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(router.state.location.search).toBe('?from=ad')
  })

  it('loads each hot-course tab with its directory code', async () => {
    const seen: string[] = []
    server.use(
      http.post('*/Api/Train_Manage/Train_Res/IndexHotRes', async ({ request }) => {
        const body = (await request.clone().json()) as { dCode: string; top: number }
        seen.push(`${body.dCode}:${body.top}`)
        // nothing returned: the seeded handler answers
      }),
    )
    renderHome()
    const hot = region('热门课程')
    await hot.findAllByRole('button', { name: /人学习/ })
    expect(seen).toEqual([':10'])
    await setupUser().click(await hot.findByRole('tab', { name: '机械安全' }))
    expect(await hot.findByRole('button', { name: /机械伤害事故预防/ })).toBeInTheDocument()
    expect(seen).toEqual([':10', 'D03:10'])
  })

  it('keeps the other sections when one call fails, and retries', async () => {
    server.use(
      http.post('*/Api/Train_Manage/Train_Res/IndexHotRes', () => fail('热门课程服务繁忙')),
    )
    renderHome()
    const hot = region('热门课程')
    expect(await hot.findByText('热门课程服务繁忙')).toBeInTheDocument()
    await waitFor(() => expect(region('通知公告').getAllByRole('listitem')).toHaveLength(6))
    expect(await region('岗位技能').findByRole('link', { name: '电工作业' })).toBeInTheDocument()
    server.resetHandlers()
    await setupUser().click(hot.getByRole('button', { name: /重\s*试/ }))
    expect(await hot.findAllByRole('button', { name: /人学习/ })).toHaveLength(10)
  })

  it('shows 暂无数据 for an empty group and an error for a failed link group', async () => {
    server.use(
      http.post(`*${assumedPaths.linksByType}`, async ({ request }) => {
        const { linkType } = (await request.clone().json()) as { linkType: number }
        if (linkType === 4) return fail('社团加载失败')
        if (linkType === 6)
          return Response.json({ success: true, errorCode: 0, msg: '', data: [], total: 0 })
      }),
    )
    renderHome()
    expect(await region('职工俱乐部').findByText('社团加载失败')).toBeInTheDocument()
    expect(
      await region('合作单位').findByText('暂无数据', { ignore: 'title, script, style' }),
    ).toBeInTheDocument()
    expect(
      await region('培训项目').findByRole('link', { name: '新员工岗前安全培训' }),
    ).toBeInTheDocument()
  })
})
