import { act, fireEvent, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { renderWithProviders, showingSlide } from '../../testing'
import { DashboardCarousel } from './dashboard-carousel'

const INDEX_IMAGES = '*/Api/SysConfig/sys_notice/GetIndexPageImageNotice'
// antd's empty picture has a <title> with the same words
const TEXT_ONLY = { ignore: 'script, style, title' }

const banners = ['甲', '乙', '丙'].map((title, i) => ({
  noticeTitle: title,
  noticeSysCode: `NT${i + 1}`,
  noticeType: 1,
  pcBanner: `/b${i + 1}.svg`,
}))

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function renderCarousel(notices: unknown) {
  server.use(http.post(INDEX_IMAGES, () => envelope(notices)))
  loginAs('learner')
  renderWithProviders(<DashboardCarousel />)
}

describe('DashboardCarousel', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is 180 px high and shows the next banner every 5000 ms', async () => {
    renderCarousel(banners)
    await screen.findByRole('link', { name: '甲' })
    const carousel = screen.getByRole('region', { name: '首页轮播' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(carousel).toHaveStyle({ height: '180px' })
    // each banner's picture (it fills the carousel by its CSS: the learner's e2e journey checks)
    for (const { noticeTitle } of banners)
      expect(within(carousel).getByAltText(noticeTitle)).toBeInTheDocument()

    // restart the rotation under fake intervals (the answer came with real timers): the speed
    // is the time from 播放轮播 to the next slide
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }))
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    fireEvent.click(screen.getByRole('button', { name: '播放轮播' }))
    const first = showingSlide()
    const next = banners[(banners.findIndex((b) => b.noticeTitle === first) + 1) % 3].noticeTitle
    wait(4900)
    expect(showingSlide()).toBe(first)
    wait(200)
    expect(showingSlide()).toBe(next)
  })

  it('with no banner to show, says 暂无数据 where the carousel would be', async () => {
    // image notices with a cover only (pcCoverUrlPath) belong to the 图片公告 card, not here
    renderCarousel([
      { noticeTitle: '只有封面', noticeSysCode: 'NT9', noticeType: 1, pcCoverUrlPath: '/c.svg' },
    ])
    const card = await screen.findByRole('region', { name: '首页轮播' })
    expect(await within(card).findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument()
    expect(within(card).queryByRole('img', { name: '只有封面' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /轮播/ })).not.toBeInTheDocument()
  })
})
