import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { envelope } from '../../../mocks/test-harness'
import { assumedPaths } from '../../api/assumed-paths'
import { renderApp } from '../../testing'
import { newsAction, noticeAction } from '../../lib/public-links'
import { bannerSlides } from './home-link-data'

// The public pages against a backend that answers what the spec documents (and, for the calls
// whose path it does not show, what the registry assumes of them).

const region = (name: string) => within(screen.getByRole('region', { name }))

describe('items without the key they open by', () => {
  it('do nothing instead of opening an empty address', () => {
    expect(newsAction({ releaseType: 0 })).toEqual({ kind: 'none' })
    expect(newsAction({ id: 7 })).toEqual({ kind: 'window', url: '/newsitem?newsId=7' })
    expect(noticeAction({ noticeType: 1 })).toEqual({ kind: 'none' })
    expect(noticeAction({ noticeType: 1, noticeSysCode: ' ' })).toEqual({ kind: 'none' })
  })

  it('banner links without a picture make no slide', () => {
    expect(bannerSlides([{ pcLinkName: '甲' }, { pcLinkName: '乙', pcBanner: '/b.svg' }])).toEqual([
      { key: 1, image: '/b.svg', alt: '乙', action: { kind: 'none' } },
    ])
  })
})

describe('/home with documented answers only', () => {
  afterEach(() => setDocumentedOnly(undefined))

  it('shows the notices, the news and the link groups', async () => {
    setDocumentedOnly(true)
    renderApp('/home')
    // the first render loads the page's code: slow on a busy machine
    await screen.findByRole('region', { name: '新闻动态' }, { timeout: 15_000 })
    for (const name of ['通知公告', '政策解读', '新闻动态', '政策法规'])
      await waitFor(() => expect(region(name).getAllByRole('listitem')).toHaveLength(6))
    expect(
      region('通知公告').getByRole('link', { name: '关于开展2026年度工伤预防能力提升培训的通知' }),
    ).toHaveAttribute('href', '/viewnoticeitem?noticeSysCode=NT20260001')
    expect(
      region('新闻动态').getByRole('link', { name: '华东机械开展全员安全生产培训' }),
    ).toHaveAttribute('href', '/newsitem?newsId=1')
    expect(await region('快捷入口').findByRole('link', { name: '在线学习' })).toBeInTheDocument()
  })

  it('lists a news page with its pager', async () => {
    setDocumentedOnly(true)
    renderApp('/newslist?typeId=1')
    const list = await screen.findByRole('list', { name: '新闻列表' }, { timeout: 10_000 })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(screen.getByText(/^共 \d+ 条$/)).toBeInTheDocument()
  })

  it('shows banner links without a picture as named links', async () => {
    server.use(
      http.post(`*${assumedPaths.linksByType}`, async ({ request }) => {
        const { linkType } = (await request.clone().json()) as { linkType: number }
        if (linkType === 0)
          return envelope([
            { pcLinkName: '工伤预防宣传周', pcLinkUrl: 'https://example.com/week' },
            { pcLinkName: '第一课堂', pcLinkUrl: '' },
          ])
      }),
    )
    renderApp('/home')
    const banner = await screen.findByRole('region', { name: '焦点图' })
    expect(await within(banner).findByRole('link', { name: '工伤预防宣传周' })).toHaveAttribute(
      'href',
      'https://example.com/week',
    )
    expect(within(banner).getByRole('link', { name: '第一课堂' })).toBeInTheDocument()
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument()
  })
})
