import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type TouchEvent,
} from 'react'
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons'
import type { LinkAction } from '../lib/public-links'
import { usePrefersReducedMotion } from '../lib/use-reduced-motion'
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
  /**
   * below 992 px wide the carousel keeps this shape (width / height, e.g. '10 / 3') instead of
   * its height, so that the whole picture shows rather than its middle
   */
  narrowShape?: string
  autoplaySpeed?: number
  label?: string
}

const NONE: LinkAction = { kind: 'none' }
/** px of a horizontal swipe that turns the slide */
const SWIPE = 40

/**
 * Image carousel whose slides follow the public link rules. It rotates by itself (WCAG 2.2.2):
 * unless the system asks for reduced motion, never while the pointer or keyboard focus is on
 * the slides and dots, and the visible button (outside them) pauses or resumes it. The dots and
 * a swipe pick a slide.
 *
 * One state says which slide is shown; the others are inert and hidden from assistive technology
 * in the same render, so a reachable link never sits in a hidden slide, not even mid-fade.
 */
export function BannerCarousel({
  slides,
  height = 360,
  narrowShape,
  autoplaySpeed = 5000,
  label = '轮播图',
}: BannerCarouselProps) {
  const [shownSlide, setShownSlide] = useState(0)
  const reduced = usePrefersReducedMotion()
  // null: the user has not chosen; follow the motion preference
  const [chosen, setChosen] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // where a touch began, to tell a swipe from a tap
  const touchX = useRef<number | null>(null)
  const playing = chosen ?? !reduced
  const count = slides.length
  // fewer slides than before (a new answer): back to the first
  const current = shownSlide < count ? shownSlide : 0
  const rotating = count > 1 && playing && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    // restarts after every change, so a slide picked by hand gets the whole interval
    const timer = setInterval(() => setShownSlide((current + 1) % count), autoplaySpeed)
    return () => clearInterval(timer)
  }, [rotating, current, count, autoplaySpeed])

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }
  const onTouchEnd = (e: TouchEvent<HTMLDivElement>) => {
    const moved = touchX.current === null ? 0 : e.changedTouches[0].clientX - touchX.current
    touchX.current = null
    if (count > 1 && Math.abs(moved) >= SWIPE)
      setShownSlide((current + (moved < 0 ? 1 : count - 1)) % count)
  }

  return (
    <div
      className={narrowShape ? 'banner-carousel banner-carousel--shaped' : 'banner-carousel'}
      style={{ height, '--banner-shape': narrowShape } as CSSProperties}
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
        onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, i) => {
          const shown = i === current
          return (
            <div
              key={slide.key}
              className={shown ? 'banner-carousel__item is-shown' : 'banner-carousel__item'}
              aria-hidden={!shown}
              inert={!shown}
            >
              <ActionLink
                action={slide.action ?? NONE}
                className="banner-carousel__slide"
                tabIndex={shown ? undefined : -1}
              >
                {/* the slide shown first is often the page's largest picture: it goes first */}
                <img
                  src={slide.image}
                  alt={slide.alt}
                  className="banner-carousel__img"
                  fetchPriority={i === 0 ? 'high' : 'low'}
                />
              </ActionLink>
            </div>
          )
        })}
        {count > 1 && (
          <div className="banner-carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="banner-carousel__dot"
                aria-label={`第 ${i + 1} 张，共 ${count} 张`}
                aria-pressed={i === current}
                onClick={() => setShownSlide(i)}
              />
            ))}
          </div>
        )}
      </div>
      {count > 1 && (
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
