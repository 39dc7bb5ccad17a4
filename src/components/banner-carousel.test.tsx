import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../app/test-utils'
import { BannerCarousel } from './banner-carousel'

describe('BannerCarousel', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows images with alt text and follows the link of the current slide', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderWithProviders(
      <BannerCarousel
        slides={[
          { key: 1, image: '/mock/banners/banner-1.svg', alt: '职业技能提升行动', action: { kind: 'window', url: 'https://www.mohrss.gov.cn/' } },
          { key: 2, image: '/mock/banners/banner-2.svg', alt: '新员工岗前安全第一课', action: { kind: 'none' } },
        ]}
      />,
    )
    expect(screen.getByRole('region', { name: '轮播图' })).toHaveStyle({ height: '360px' })
    await userEvent.click(screen.getByRole('link', { name: '职业技能提升行动' }))
    expect(open).toHaveBeenCalledWith('https://www.mohrss.gov.cn/', '_blank', 'noopener,noreferrer')
    // a slide without a link is a plain image
    expect(screen.getByRole('img', { name: '新员工岗前安全第一课', hidden: true }).closest('a')).toBeNull()
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
})
