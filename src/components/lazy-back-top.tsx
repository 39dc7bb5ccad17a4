import { lazy, Suspense, useEffect, useState } from 'react'
import type { FloatButtonProps } from 'antd'

const BackTop = lazy(() => import('./back-top-button'))

export interface LazyBackTopProps extends Pick<
  FloatButtonProps,
  'className' | 'aria-label' | 'tooltip'
> {
  visibilityHeight: number
}

/**
 * antd's back-to-top button, loaded once the page is first scrolled past `visibilityHeight`
 * (where it would appear): a page read without scrolling never downloads it.
 */
export function LazyBackTop(props: LazyBackTopProps) {
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    if (needed) return
    const check = () => {
      const top = Math.max(window.scrollY, document.documentElement.scrollTop)
      if (top > props.visibilityHeight) setNeeded(true)
    }
    // a page that mounts already scrolled: checked once the frame is painted. Read during the
    // commit, the offset forced a layout of the whole page before its first paint (up to 100 ms
    // in a profile of the home page's load)
    let timer = 0
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(check)))
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      window.removeEventListener('scroll', check)
    }
  }, [needed, props.visibilityHeight])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <BackTop {...props} />
    </Suspense>
  )
}
