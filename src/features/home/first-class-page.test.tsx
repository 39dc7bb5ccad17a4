import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { fail, ok, readJson } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { setToken } from '../../lib/token'
import { Component as FirstClassPage } from './first-class-page'

const R = '/Api/Train_Manage/Train_Res'
const LINKS = '/Api/Base_Manage/Base_Link/GetLinkListByType'

function renderPage() {
  return renderWithProviders(<FirstClassPage />, {
    route: '/firstclassindex',
    path: '/firstclassindex',
  })
}

const column = (title: string) => screen.findByRole('region', { name: title })

describe('/firstclassindex', () => {
  beforeEach(() => {
    // jsdom plays no media: keep the player quiet when the dialog opens
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('lists 精选好课 (cate 1), 新课推荐 (cate 2) and 免费好课 (cate 3) with sort, cover, name, introduction and study count', async () => {
    const cates: number[] = []
    server.use(
      route('post', `${R}/IndexRecommendRes`, async ({ request }) => {
        const cate = Number((await readJson<{ cate: number }>(request)).cate)
        cates.push(cate)
        const name = { 1: '热门课', 2: '新课', 3: '免费课' }[cate]
        const rows = [1, 2].map((n) => ({
          id: cate * 100 + n,
          resName: `${name}${n}`,
          introduce: `${name}${n}的简介`,
          cover: '/mock/covers/d01.svg',
          studyCnt: cate * 10 + n,
          sort: n,
        }))
        // a row without cover or studyCnt: drawn placeholder, viewCnt as on the course cards
        return ok([...rows, { id: cate * 100 + 3, resName: `${name}3`, viewCnt: 7, sort: 3 }])
      }),
    )
    renderPage()
    const hot = within(await column('精选好课'))
    // the button is named by all it shows, not by the name alone
    const first = await hot.findByRole('button', { name: '1热门课1热门课1的简介11人学习' })
    const cover = first.querySelector('img')!
    expect(cover).toHaveAttribute('src', '/mock/covers/d01.svg')
    expect(cover).toHaveAttribute('alt', '')
    const bare = hot.getByRole('button', { name: /热门课3/ })
    expect(bare.querySelector('img')).toBeNull()
    expect(bare.querySelector('.course-cover--empty')).toHaveAttribute('aria-hidden', 'true')
    expect(bare).toHaveTextContent('7人学习')
    expect(
      within(await column('新课推荐')).getByRole('button', { name: /新课2/ }),
    ).toHaveTextContent('22人学习')
    expect(
      within(await column('免费好课')).getByRole('button', { name: /免费课1/ }),
    ).toBeInTheDocument()
    expect(cates.sort()).toEqual([1, 2, 3])
  })

  it('opens the 课程播放 dialog for a guest', async () => {
    const user = setupUser()
    renderPage()
    const hot = within(await column('精选好课'))
    await user.click(await hot.findByRole('button', { name: /新《安全生产法》要点解读/ }))
    const dialog = await screen.findByRole('dialog', { name: '课程播放' })
    expect(within(dialog).getByText('新《安全生产法》要点解读')).toBeInTheDocument()
  })

  it('sends a logged-in learner to /trainres/study?id=', async () => {
    const user = setupUser()
    setToken('token-learner')
    const { router } = renderPage()
    const fresh = within(await column('新课推荐'))
    await user.click(await fresh.findByRole('button', { name: /工伤保险条例逐条讲解/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainres/study'))
    expect(router.state.location.search).toBe('?id=1002')
    expect(screen.queryByRole('dialog', { name: '课程播放' })).not.toBeInTheDocument()
  })

  it('keeps the other sections when one call fails, and retries it', async () => {
    const user = setupUser()
    let broken = true
    server.use(
      route('post', `${R}/IndexRecommendRes`, async ({ request }) => {
        const cate = Number((await readJson<{ cate: number }>(request)).cate)
        if (cate === 2 && broken) return fail('服务繁忙')
        return ok([{ id: cate, resName: `课程${cate}`, studyCnt: 5 }])
      }),
      route('post', LINKS, async ({ request }) => {
        const linkType = Number((await readJson<{ linkType: number }>(request)).linkType)
        return linkType === 4
          ? ok([])
          : ok([
              {
                id: linkType,
                linkType,
                pcLinkName: `链接${linkType}`,
                pcLinkUrl: 'https://example.com/x',
              },
            ])
      }),
    )
    renderPage()
    const fresh = within(await column('新课推荐'))
    const retry = await fresh.findByRole('button', { name: /重\s*试/ })
    expect(
      within(await column('精选好课')).getByRole('button', { name: /课程1/ }),
    ).toBeInTheDocument()
    expect(
      within(await column('免费好课')).getByRole('button', { name: /课程3/ }),
    ).toBeInTheDocument()
    expect(await antd.findEmpty(within(await column('职工俱乐部')))).toBeInTheDocument()
    expect(
      await within(await column('岗位技能')).findByRole('link', { name: '链接3' }),
    ).toBeInTheDocument()

    broken = false
    await user.click(retry)
    expect(await fresh.findByRole('button', { name: /课程2/ })).toBeInTheDocument()
  })

  it('opens course tabs by directory and follows the link rules', async () => {
    const user = setupUser()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const hotBodies: unknown[] = []
    server.use(
      route('post', `${R}/IndexHotRes`, async ({ request }) => {
        hotBodies.push(await readJson(request))
        return ok([{ id: 9, resName: '热门课程甲', studyCnt: 3 }])
      }),
    )
    const { router } = renderPage()
    const courses = within(await column('推荐课程'))
    expect(await courses.findByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await courses.findByRole('tab', { name: '安全生产法规' })).toBeInTheDocument()
    expect(await courses.findByText('热门课程甲')).toBeInTheDocument()
    expect(hotBodies[0]).toEqual({ dCode: '', top: 10 })
    await user.click(courses.getByRole('tab', { name: '安全生产法规' }))
    await waitFor(() => expect(hotBodies).toContainEqual({ dCode: 'D01', top: 10 }))

    const skills = within(await column('岗位技能'))
    await user.click(await skills.findByRole('link', { name: '电工作业' }))
    expect(open).toHaveBeenCalledWith(
      'https://example.com/skill/electric',
      '_blank',
      'noopener,noreferrer',
    )

    const nav = within(screen.getByRole('navigation', { name: '顶部导航' }))
    await user.click(await nav.findByRole('link', { name: '第一课堂' }))
    expect(router.state.location.pathname).toBe('/firstclassindex')
    expect(nav.getByRole('link', { name: '第一课堂' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/company')
    expect(open).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('img', { name: '工伤预防 从我做起' })).toBeInTheDocument()
    // a logo alone names its link
    expect(
      within(await column('合作单位')).getByRole('img', { name: '应急管理局' }),
    ).toBeInTheDocument()
    // the same group names as on /home
    expect(await column('职工俱乐部')).toBeInTheDocument()
  })
})
