import { useCallback, useEffect, useState } from 'react'
import { attachFullscreenGuard, attachGuestLimit, type GuestBlockReason } from './guest-limit'

/**
 * Applies the guest rules to `media` while `enabled` (no token): stop at 30 s, no full screen.
 * `blocked` says why the guest was last stopped; `dismiss` hides the prompt (playing on stops again).
 */
export function useGuestLimit(media: HTMLMediaElement | null, enabled: boolean) {
  const [blocked, setBlocked] = useState<GuestBlockReason | null>(null)

  useEffect(() => {
    if (!media || !enabled) return
    const detachLimit = attachGuestLimit(media, setBlocked)
    const detachFullscreen = attachFullscreenGuard(media, setBlocked)
    return () => {
      detachLimit()
      detachFullscreen()
    }
  }, [media, enabled])

  const dismiss = useCallback(() => setBlocked(null), [])
  return { blocked, dismiss }
}
