import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { fail, ok } from '../../mocks/respond'
import { watchWire } from '../../mocks/test-harness'
import { assumedPaths } from '../api/assumed-paths'
import { renderHome as prerenderHome } from './prerender'
import { dropEarlyAnswers, sendEarlyCalls, type EarlyAnswer } from '../lib/early-answers'
import { renderWithProviders } from '../testing'
import { homeFirstCalls } from '../features/home/first-calls'
import { Component as HomePage } from '../features/home/home-page'
import { fillHome } from './home-prerendered'

// home.html: the page as the build renders it (every section loading), and the templates its
// first script fills the lists from. The checks below compare what the script shows with what the
// app renders for the same answers, node for node.

const SECTIONS = {
  通知公告: 'home-notice-4',
  政策解读: 'home-notice-5',
  新闻动态: 'home-news-1',
  政策法规: 'home-news-2',
}
const NOTICES = '*/Api/SysConfig/sys_notice/GetIndexPageListNotice'
const LINKS = `*${assumedPaths.linksByType}`
const HOT = '*/Api/Train_Manage/Train_Res/IndexHotRes'

/** A page like home.html, in its own element: the prerendered page and the templates. */
function prerenderedPage(): HTMLElement {
  const { html, templates } = prerenderHome()
  const page = document.createElement('div')
  page.innerHTML = `<div id="prerendered">${html}</div>${templates}`
  document.body.appendChild(page)
  document.documentElement.dataset.prerendered = 'home'
  return page
}

const bannerOf = (root: ParentNode) =>
  root.querySelector('section[aria-labelledby="home-banner-title"] .banner-carousel')
const bannerSkeleton = (root: ParentNode) => root.querySelector('.home-banner__skeleton')

/** A copy with each style attribute as the browser writes it (the build writes `a:b;c:d`). */
function styled(node: Element | null): Node {
  const copy = node!.cloneNode(true) as Element
  for (const el of [copy, ...copy.querySelectorAll('[style]')])
    if (el instanceof HTMLElement && el.hasAttribute('style'))
      el.setAttribute('style', el.style.cssText)
  return copy
}

const busy = (page: HTMLElement, id: string) =>
  page.querySelector(`section[aria-labelledby="${id}-title"] [aria-busy="true"]`)
const listOf = (root: ParentNode, id: string) =>
  root.querySelector(`section[aria-labelledby="${id}-title"] ul.home-list`)

/** The app's own home page, once its lists and courses are in. */
async function appPage(): Promise<HTMLElement> {
  const { container } = renderWithProviders(<HomePage />, { route: '/home', path: '/home' })
  await waitFor(() => {
    for (const id of Object.values(SECTIONS)) expect(listOf(container, id)).not.toBeNull()
    expect(container.querySelector('ul.course-grid')).not.toBeNull()
  })
  return container
}

/** Fills the prerendered page from the mock backend's answers to the early calls. */
async function fillFromBackend(page: HTMLElement) {
  sendEarlyCalls(homeFirstCalls(), '')
  await fillHome(page.ownerDocument)
}

describe('home.html’s lists, shown before the app', () => {
  beforeEach(() => dropEarlyAnswers())
  afterEach(() => {
    delete document.documentElement.dataset.prerendered
    document.body.innerHTML = ''
  })

  it('are the nodes the app renders for the same answers', async () => {
    const page = prerenderedPage()
    await fillFromBackend(page)
    const app = await appPage()
    for (const id of Object.values(SECTIONS)) {
      expect(busy(page, id)).toBeNull()
      expect(listOf(page, id)?.children).toHaveLength(6)
      expect(listOf(page, id)?.isEqualNode(listOf(app, id))).toBe(true)
    }
    const grid = page.querySelector('ul.course-grid')
    expect(grid?.children).toHaveLength(10)
    expect(grid?.isEqualNode(app.querySelector('ul.course-grid'))).toBe(true)
  })

  it('show the banner’s first picture as the app’s carousel shows it', async () => {
    const page = prerenderedPage()
    await fillFromBackend(page)
    expect(bannerSkeleton(page)).toBeNull()
    const pictures = bannerOf(page)?.querySelectorAll('img') ?? []
    // the first banner of the seed: its picture and name, and nothing to click before the app
    expect(pictures).toHaveLength(1)
    expect(pictures[0]).toHaveAttribute('src', '/mock/banners/banner-1.svg')
    expect(pictures[0]).toHaveAttribute('alt', '工伤预防 从我做起')
    expect(bannerOf(page)?.querySelector('a')).toBeNull()
  })

  it('show the banner the app renders for one picture without a link, node for node', async () => {
    server.use(
      http.post(LINKS, () =>
        ok([
          { id: 1, pcLinkName: '无图', pcLinkUrl: 'https://example.org/' },
          { id: 2, pcLinkName: '岗前<第一课>', pcLinkUrl: '#', pcBanner: '/mock/banners/b.svg' },
        ]),
      ),
    )
    const page = prerenderedPage()
    await fillFromBackend(page)
    const { container } = renderWithProviders(<HomePage />, { route: '/home', path: '/home' })
    await waitFor(() => expect(bannerOf(container)).not.toBeNull())
    expect(styled(bannerOf(page)).isEqualNode(styled(bannerOf(container)))).toBe(true)
    expect(within(bannerOf(page) as HTMLElement).getByAltText('岗前<第一课>')).toHaveAttribute(
      'src',
      '/mock/banners/b.svg',
    )
  })

  it('leave the banner loading when no banner link has a picture, or the answer is refused', async () => {
    for (const answer of [
      () => ok([{ id: 1, pcLinkName: '无图', pcLinkUrl: 'https://example.org/' }]),
      () => ok([]),
      () => fail('服务繁忙'),
    ]) {
      server.use(http.post(LINKS, answer))
      dropEarlyAnswers()
      const page = prerenderedPage()
      await fillFromBackend(page)
      expect(bannerSkeleton(page)).not.toBeNull()
      expect(bannerOf(page)).toBeNull()
      // the lists still come
      expect(listOf(page, 'home-news-1')?.children).toHaveLength(6)
      page.remove()
    }
  })

  it('are the same for an entry without a link or a time, and a course without a cover', async () => {
    server.use(
      http.post(NOTICES, () =>
        ok([
          { noticeTitle: '无链接', noticeType: 1, releaseTime: '2026-11-02T08:05:00' },
          { noticeTitle: '', noticeType: 2, noticeUrl: 'https://example.org/a' },
          { noticeTitle: '站内', noticeType: 1, noticeSysCode: 'N1' },
        ]),
      ),
      http.post(`*${assumedPaths.newsByType}`, () =>
        ok([{ id: 3, fullHead: '<b>不是标签</b>', releaseType: 0, releaseTime: 'not a time' }]),
      ),
      http.post(HOT, () =>
        ok([
          { id: 1, resName: '无封面', studyCnt: 12 },
          { id: 2, resName: '有封面', cover: '/mock/covers/d01.svg', viewCnt: 3 },
          { id: 3, resName: '无人数' },
        ]),
      ),
    )
    const page = prerenderedPage()
    await fillFromBackend(page)
    const app = await appPage()
    for (const id of Object.values(SECTIONS))
      expect(listOf(page, id)?.isEqualNode(listOf(app, id))).toBe(true)
    expect(
      page.querySelector('ul.course-grid')?.isEqualNode(app.querySelector('ul.course-grid')),
    ).toBe(true)
    const notices = within(listOf(page, 'home-notice-4') as HTMLElement)
    expect(notices.getByText('无链接').tagName).toBe('SPAN')
    expect(notices.getByText('2026-11-02 08:05')).toBeInTheDocument()
    expect(notices.getByRole('link', { name: '（无标题）' })).toHaveAttribute(
      'href',
      'https://example.org/a',
    )
    // text stays text: a title is never markup
    expect(within(listOf(page, 'home-news-1') as HTMLElement).getByText('<b>不是标签</b>'))
    const grid = within(page.querySelector('ul.course-grid') as HTMLElement)
    expect(grid.getByRole('button', { name: /无人数/ })).toHaveTextContent('—人学习')
    expect(grid.getByRole('button', { name: /有封面/ })).toHaveTextContent('3人学习')
  })

  it('stay loading when the answer is one the app would refuse, or has nothing to show', async () => {
    const answer = (status: number, body: string): Promise<EarlyAnswer> =>
      Promise.resolve({ status, date: null, body, sentAt: Date.now() })
    const refused = [
      answer(500, JSON.stringify({ success: true, data: [] })),
      answer(200, '<html>网关错误</html>'),
      answer(
        200,
        JSON.stringify({ success: false, msg: '服务繁忙', data: [{ noticeTitle: 'x' }] }),
      ),
      answer(200, JSON.stringify({ success: true, data: { noticeTitle: '不是列表' } })),
      answer(200, JSON.stringify({ success: true, data: [] })),
    ]
    for (const early of refused) {
      const page = prerenderedPage()
      await fillHome(document, () => early)
      for (const id of Object.values(SECTIONS)) expect(busy(page, id)).not.toBeNull()
      expect(page.querySelector('ul.course-grid')).toBeNull()
      page.remove()
    }
  })

  it('are left alone once the app has taken the page over', async () => {
    const page = prerenderedPage()
    delete document.documentElement.dataset.prerendered
    await fillFromBackend(page)
    for (const id of Object.values(SECTIONS)) expect(busy(page, id)).not.toBeNull()
  })

  it('show what came when one call fails, and leave that section loading', async () => {
    server.use(http.post(NOTICES, () => fail('通知服务繁忙')))
    const wire = watchWire()
    const page = prerenderedPage()
    await fillFromBackend(page)
    expect(busy(page, 'home-notice-4')).not.toBeNull()
    expect(busy(page, 'home-notice-5')).not.toBeNull()
    expect(listOf(page, 'home-news-1')?.children).toHaveLength(6)
    expect(screen.queryByText('通知服务繁忙')).toBeNull()
    expect(await wire.sent()).toHaveLength(homeFirstCalls().length)
  })
})
