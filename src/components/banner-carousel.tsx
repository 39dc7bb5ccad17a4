import { useState, type Key } from 'react'
import { Carousel } from 'antd'
import type { LinkAction } from '../lib/public-links'
import { ActionLink } from './action-link'
import './banner-carousel.css'

export interface BannerSlide {
  key: Key
  image: string
  /** alt text of the image, also the accessible name of its link */
  alt: string
  /** what a click does (linkAction); none = a plain image */
  action?: LinkAction
}

export interface BannerCarouselProps {
  slides: BannerSlide[]
  /** px; 360 on the public home, 180 on the dashboard (spec 2) */
  height?: number
  autoplaySpeed?: number
  label?: string
}

const NONE: LinkAction = { kind: 'none' }

/** Autoplaying image carousel whose slides follow the public link rules. */
export function BannerCarousel({ slides, height = 360, autoplaySpeed = 5000, label = '轮播图' }: BannerCarouselProps) {
  const [current, setCurrent] = useState(0)
  return (
    <div className="banner-carousel" style={{ height }} role="region" aria-roledescription="carousel" aria-label={label}>
      {/* fade: slick clones no slides, so hidden slides never hold a reachable link */}
      <Carousel autoplay={slides.length > 1} autoplaySpeed={autoplaySpeed} effect="fade" beforeChange={(_, next) => setCurrent(next)}>
        {slides.map((slide, i) => (
          <div key={slide.key}>
            <ActionLink action={slide.action ?? NONE} className="banner-carousel__slide" tabIndex={i === current ? undefined : -1}>
              <img src={slide.image} alt={slide.alt} style={{ height }} className="banner-carousel__img" />
            </ActionLink>
          </div>
        ))}
      </Carousel>
    </div>
  )
}
