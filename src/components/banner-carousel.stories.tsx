import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BannerCarousel } from './banner-carousel'

const meta = {
  title: 'Components/BannerCarousel',
  tags: ['autodocs'],
  component: BannerCarousel,
  args: {
    slides: [
      {
        key: 1,
        image: '/mock/banners/banner-1.svg',
        alt: '工伤预防 从我做起',
        action: { kind: 'route', to: '/newslist?typeId=1' },
      },
      {
        key: 2,
        image: '/mock/banners/banner-2.svg',
        alt: '职业技能提升行动',
        action: { kind: 'window', url: 'https://www.mohrss.gov.cn/' },
      },
      {
        key: 3,
        image: '/mock/banners/banner-3.svg',
        alt: '安全生产法规宣贯',
        action: { kind: 'route', to: '/newslist?typeId=2' },
      },
      {
        key: 4,
        image: '/mock/banners/banner-4.svg',
        alt: '新员工岗前安全第一课',
        action: { kind: 'none' },
      },
    ],
  },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** The public home: 360 px high; the button pauses and resumes the rotation (WCAG 2.2.2). */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: '工伤预防 从我做起' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: '暂停轮播' }))
    await expect(canvas.getByRole('button', { name: '播放轮播' })).toBeInTheDocument()
  },
}

/** A dot shows its slide; the others stay out of reach (inert) while it is shown. */
export const PickedByDot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '暂停轮播' }))
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张，共 4 张' }))
    await expect(canvas.getByRole('button', { name: '第 3 张，共 4 张' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('link', { name: '安全生产法规宣贯' })).toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: '工伤预防 从我做起' })).toBeNull()
  },
}

/** The dashboard variant (behaviour B2.16): 180 px, 5000 ms. */
export const Dashboard: Story = { args: { height: 180, autoplaySpeed: 5000, label: '首页轮播' } }

export const SingleSlide: Story = {
  args: { slides: [{ key: 1, image: '/mock/banners/banner-2.svg', alt: '职业技能提升行动' }] },
}
