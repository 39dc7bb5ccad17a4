import { screen, within } from '@testing-library/react'
import { server } from '../../../mocks/node'
import { ok } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import type { Link } from '../../api/types'
import { renderWithProviders, setupUser } from '../../testing'
import { PublicTopNav } from './public-top-nav'

const links: Link[] = [
  { pcLinkName: '首页', pcLinkUrl: '/home' },
  { pcLinkName: '第一课堂', pcLinkUrl: '' },
  { pcLinkName: '新闻动态', pcLinkUrl: '/newslist?typeId=1' },
  {
    pcLinkName: '政策法规',
    pcLinkUrl: `${window.location.origin}/newslist?typeId=2`,
  },
  { pcLinkName: '培训课程', pcLinkUrl: 'https://example.com/courses' },
  { pcLinkName: '关于我们', pcLinkUrl: '#' },
  { pcLinkName: '学时查询', pcLinkUrl: '' },
  { pcLinkName: '下载中心', pcLinkUrl: '/mock/files/user-import-template.xls' },
]

async function renderNav(at: string) {
  server.use(route('post', '/Api/Base_Manage/Base_Link/GetLinkListByType', () => ok(links)))
  const view = renderWithProviders(
    <nav aria-label="顶部导航">
      <PublicTopNav />
    </nav>,
    { route: at },
  )
  const nav = within(screen.getByRole('navigation', { name: '顶部导航' }))
  await nav.findByRole('link', { name: '首页' })
  return { ...view, nav }
}

describe('PublicTopNav', () => {
  it('keeps the site’s own pages in the tab as router links, even 首页', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const user = setupUser()
    const { nav, router } = await renderNav('/home')
    for (const [name, href] of [
      ['首页', '/home'],
      ['第一课堂', '/firstclassindex'],
      ['新闻动态', '/newslist?typeId=1'],
      ['政策法规', '/newslist?typeId=2'],
    ]) {
      const link = nav.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).not.toHaveAttribute('target')
    }
    await user.click(nav.getByRole('link', { name: '新闻动态' }))
    expect(router.state.location.pathname).toBe('/newslist')
    expect(router.state.location.search).toBe('?typeId=1')
    await user.click(nav.getByRole('link', { name: '政策法规' }))
    expect(router.state.location.search).toBe('?typeId=2')
    expect(open).not.toHaveBeenCalled()
  })

  it('opens other sites, and site files that are not pages, in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const user = setupUser()
    const { nav, router } = await renderNav('/home')
    const courses = nav.getByRole('link', { name: '培训课程' })
    expect(courses).toHaveAttribute('target', '_blank')
    expect(courses).toHaveAttribute('rel', 'noopener noreferrer')
    await user.click(courses)
    expect(open).toHaveBeenCalledWith(
      'https://example.com/courses',
      '_blank',
      'noopener,noreferrer',
    )
    expect(nav.getByRole('link', { name: '下载中心' })).toHaveAttribute('target', '_blank')
    expect(router.state.location.pathname).toBe('/home')
  })

  it('marks the page being shown with aria-current, telling the two news lists apart', async () => {
    const { nav, router } = await renderNav('/newslist?typeId=2')
    const current = () =>
      nav
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => a.textContent)
    expect(current()).toEqual(['政策法规'])
    expect(nav.getByRole('link', { name: '政策法规' })).toHaveClass('public-top-nav__link--current')
    await setupUser().click(nav.getByRole('link', { name: '首页' }))
    expect(router.state.location.pathname).toBe('/home')
    expect(current()).toEqual(['首页'])
  })

  it('shows a link without a target ("#" or empty) as plain text, not a link', async () => {
    const { nav } = await renderNav('/home')
    for (const name of ['关于我们', '学时查询']) {
      expect(nav.queryByRole('link', { name })).not.toBeInTheDocument()
      expect(nav.getByText(name).tagName).toBe('SPAN')
    }
  })
})
