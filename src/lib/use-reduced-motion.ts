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
 * Rendered ahead of time, without a window (the login page in login.html,
 * scripts/prerender-plugin.ts), it counts as not reduced, as for most visitors: antd's styles
 * written into that page are then the ones the started app asks for, and reuses.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
