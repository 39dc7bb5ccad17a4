import { useState, useSyncExternalStore, type FocusEvent, type Key } from 'react'
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons'
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
  /** px; 360 on the public home, 180 on the dashboard (behaviour B2.16) */
  height?: number
  autoplaySpeed?: number
  label?: string
}

const NONE: LinkAction = { kind: 'none' }
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeMotion(onChange: () => void) {
  const list = window.matchMedia?.(REDUCED_MOTION)
  list?.addEventListener?.('change', onChange)
  return () => list?.removeEventListener?.('change', onChange)
}
const reducedMotion = () => !!window.matchMedia?.(REDUCED_MOTION).matches

/**
 * Image carousel whose slides follow the public link rules. It rotates by itself (WCAG 2.2.2):
 * unless the system asks for reduced motion, never while the pointer or keyboard focus is on
 * the slides, and the visible button pauses or resumes it.
 */
export function BannerCarousel({
  slides,
  height = 360,
  autoplaySpeed = 5000,
  label = '轮播图',
}: BannerCarouselProps) {
  const [current, setCurrent] = useState(0)
  const reduced = useSyncExternalStore(subscribeMotion, reducedMotion, () => true)
  // null: the user has not chosen; follow the motion preference
  const [chosen, setChosen] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const playing = chosen ?? !reduced
  const several = slides.length > 1

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <div
      className="banner-carousel"
      style={{ height }}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        className="banner-carousel__viewport"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {/* fade: slick clones no slides, so hidden slides never hold a reachable link */}
        <Carousel
          autoplay={several && playing && !hovered && !focused}
          autoplaySpeed={autoplaySpeed}
          pauseOnHover={false}
          effect="fade"
          beforeChange={(_, next) => setCurrent(next)}
        >
          {slides.map((slide, i) => (
            <div key={slide.key}>
              <ActionLink
                action={slide.action ?? NONE}
                className="banner-carousel__slide"
                tabIndex={i === current ? undefined : -1}
              >
                <img
                  src={slide.image}
                  alt={slide.alt}
                  style={{ height }}
                  className="banner-carousel__img"
                />
              </ActionLink>
            </div>
          ))}
        </Carousel>
      </div>
      {several && (
        <button
          type="button"
          className="banner-carousel__toggle"
          onClick={() => setChosen(!playing)}
        >
          {playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
          <span className="banner-carousel__toggle-text">{playing ? '暂停轮播' : '播放轮播'}</span>
        </button>
      )}
    </div>
  )
}
