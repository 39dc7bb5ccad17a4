import { useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(REDUCED_MOTION)
  list?.addEventListener?.('change', onChange)
  return () => list?.removeEventListener?.('change', onChange)
}

const read = () => !!window.matchMedia?.(REDUCED_MOTION).matches

/**
 * true when the system asks for less motion (prefers-reduced-motion: reduce), followed live.
 * Rendering without a window counts as reduced: nothing moves before the page is known.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => true)
}
