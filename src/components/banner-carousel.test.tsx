import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { preferReducedMotion, renderWithProviders, showingSlide, setupUser } from '../testing'
import { BannerCarousel } from './banner-carousel'

const slides = [
  {
    key: 1,
    image: '/a.svg',
    alt: '甲',
    action: { kind: 'route', to: '/firstclassindex' } as const,
  },
  {
    key: 2,
    image: '/b.svg',
    alt: '乙',
    action: { kind: 'route', to: '/firstclassindex' } as const,
  },
  {
    key: 3,
    image: '/c.svg',
    alt: '丙',
    action: { kind: 'route', to: '/firstclassindex' } as const,
  },
]

// fake timers drive the autoplay interval; a plain MemoryRouter keeps the data router's timers out of it
function renderRotating() {
  vi.useFakeTimers()
  render(
    <MemoryRouter>
      <BannerCarousel slides={slides} autoplaySpeed={1000} />
    </MemoryRouter>,
  )
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('asks for the first picture before the others (fetchpriority)', () => {
    render(
      <MemoryRouter>
        <BannerCarousel slides={slides} />
      </MemoryRouter>,
    )
    const priorities = slides.map((s) =>
      screen.getByAltText(s.alt, { exact: true }).getAttribute('fetchpriority'),
    )
    expect(priorities).toEqual(['high', 'low', 'low'])
  })

  it('shows images with alt text and follows the link of the current slide', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderWithProviders(
      <BannerCarousel
        slides={[
          {
            key: 1,
            image: '/mock/banners/banner-1.svg',
            alt: '职业技能提升行动',
            action: { kind: 'window', url: 'https://www.mohrss.gov.cn/' },
          },
          {
            key: 2,
            image: '/mock/banners/banner-2.svg',
            alt: '新员工岗前安全第一课',
            action: { kind: 'none' },
          },
        ]}
      />,
    )
    expect(screen.getByRole('region', { name: '轮播图' })).toHaveStyle({ height: '360px' })
    await setupUser().click(screen.getByRole('link', { name: '职业技能提升行动' }))
    expect(open).toHaveBeenCalledWith('https://www.mohrss.gov.cn/', '_blank', 'noopener,noreferrer')
    // a slide without a link is a plain image
    expect(
      screen.getByRole('img', { name: '新员工岗前安全第一课', hidden: true }).closest('a'),
    ).toBeNull()
  })

  it('keeps hidden slides out of the tab order', () => {
    renderWithProviders(
      <BannerCarousel
        height={180}
        slides={[
          { key: 1, image: '/a.svg', alt: '甲', action: { kind: 'route', to: '/firstclassindex' } },
          { key: 2, image: '/b.svg', alt: '乙', action: { kind: 'route', to: '/firstclassindex' } },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: '甲' })).not.toHaveAttribute('tabindex')
    expect(screen.getByRole('link', { name: '乙', hidden: true })).toHaveAttribute('tabindex', '-1')
  })

  it('rotates by itself and stops with the 暂停轮播 button until 播放轮播', () => {
    renderRotating()
    expect(showingSlide()).toBe('甲')
    wait(1100)
    expect(showingSlide()).toBe('乙')
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }))
    wait(5000)
    expect(showingSlide()).toBe('乙')
    fireEvent.click(screen.getByRole('button', { name: '播放轮播' }))
    wait(1100)
    expect(showingSlide()).toBe('丙')
  })

  it('pauses while the pointer is over the slides or focus is in them', () => {
    renderRotating()
    const viewport = document.querySelector('.banner-carousel__viewport')!
    fireEvent.mouseEnter(viewport)
    wait(5000)
    expect(showingSlide()).toBe('甲')
    fireEvent.mouseLeave(viewport)
    wait(1100)
    expect(showingSlide()).toBe('乙')

    act(() => screen.getByRole('link', { name: '乙' }).focus())
    wait(5000)
    expect(showingSlide()).toBe('乙')
    act(() => screen.getByRole('link', { name: '乙' }).blur())
    wait(1100)
    expect(showingSlide()).toBe('丙')
  })

  it('never leaves a reachable link inside a slide hidden from assistive technology', () => {
    renderRotating()
    const reachableInHidden = () =>
      screen
        .getAllByRole('link', { hidden: true })
        .filter((a) => !a.hasAttribute('tabindex') && a.closest('[aria-hidden="true"]'))
    // 1000 ms: the fade to 乙 starts; 1300 ms: mid-fade; 1600 ms: the fade has ended
    for (const step of [1000, 300, 300]) {
      wait(step)
      expect(reachableInHidden()).toEqual([])
    }
    expect(showingSlide()).toBe('乙')
  })

  it('marks the shown slide among the dots, and a dot shows its slide', async () => {
    renderWithProviders(<BannerCarousel slides={slides} />)
    const dot = (n: number) => screen.getByRole('button', { name: `第 ${n} 张，共 3 张` })
    expect(dot(1)).toHaveAttribute('aria-pressed', 'true')
    await setupUser().click(dot(3))
    expect(showingSlide()).toBe('丙')
    expect(dot(3)).toHaveAttribute('aria-pressed', 'true')
    expect(dot(1)).toHaveAttribute('aria-pressed', 'false')
  })

  it('turns to the next slide on a swipe to the left, back on a swipe to the right', () => {
    renderWithProviders(<BannerCarousel slides={slides} />)
    const viewport = document.querySelector('.banner-carousel__viewport')!
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from }] })
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to }] })
    }
    swipe(200, 100)
    expect(showingSlide()).toBe('乙')
    swipe(100, 200)
    expect(showingSlide()).toBe('甲')
    swipe(100, 200)
    expect(showingSlide()).toBe('丙')
    // a tap or a short slip is no swipe
    swipe(100, 110)
    expect(showingSlide()).toBe('丙')
  })

  it('does not rotate when the system asks for reduced motion, until the user starts it', () => {
    preferReducedMotion()
    renderRotating()
    const toggle = screen.getByRole('button', { name: '播放轮播' })
    wait(5000)
    expect(showingSlide()).toBe('甲')
    fireEvent.click(toggle)
    expect(toggle).toHaveAccessibleName('暂停轮播')
    wait(1100)
    expect(showingSlide()).toBe('乙')
  })

  it('has no pause button for a single slide', () => {
    renderWithProviders(<BannerCarousel slides={slides.slice(0, 1)} />)
    expect(screen.queryByRole('button', { name: /轮播/ })).not.toBeInTheDocument()
  })
})
