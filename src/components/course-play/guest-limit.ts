// Guests may watch the first 30 s of a course and may not watch it in full screen (behaviour
// B9.8, B2.28).

export const GUEST_PREVIEW_SECONDS = 30

/** Why a guest was stopped: the preview ran out, or full screen was requested. */
export type GuestBlockReason = 'limit' | 'fullscreen'

type Block = (reason: GuestBlockReason) => void

/** True once playback has reached the guest preview limit. */
export function previewOver(currentTime: number, limit = GUEST_PREVIEW_SECONDS): boolean {
  return Number.isFinite(currentTime) && currentTime >= limit
}

/**
 * Pauses `media` whenever it plays at or past `limit` seconds (timeupdate, play, seeking) and
 * reports it; a seek further on is pulled back to the limit so no later frame is shown.
 * Returns the function that detaches the listeners.
 */
export function attachGuestLimit(
  media: HTMLMediaElement,
  onBlock: Block,
  limit = GUEST_PREVIEW_SECONDS,
): () => void {
  const check = () => {
    if (!previewOver(media.currentTime, limit)) return
    media.pause()
    if (media.currentTime > limit) media.currentTime = limit
    onBlock('limit')
  }
  const events = ['timeupdate', 'play', 'playing', 'seeking'] as const
  events.forEach((e) => media.addEventListener(e, check))
  return () => events.forEach((e) => media.removeEventListener(e, check))
}

interface WebkitDocument extends Document {
  webkitFullscreenElement?: Element | null
  webkitExitFullscreen?: () => void
}
interface WebkitMedia extends HTMLMediaElement {
  webkitExitFullscreen?: () => void
}

/** Leaves full screen, whichever API the browser has. */
function exitFullscreen(doc: WebkitDocument) {
  if (doc.exitFullscreen) doc.exitFullscreen().catch(() => {})
  else doc.webkitExitFullscreen?.()
}

/**
 * A guest entering full screen with the player (the document API, or iOS native video full
 * screen) is taken out of it, paused and reported. Returns the function that detaches the listeners.
 */
export function attachFullscreenGuard(media: HTMLMediaElement, onBlock: Block): () => void {
  const doc: WebkitDocument = media.ownerDocument
  const onChange = () => {
    const element = doc.fullscreenElement ?? doc.webkitFullscreenElement
    if (!element || !(element === media || element.contains(media))) return
    exitFullscreen(doc)
    media.pause()
    onBlock('fullscreen')
  }
  const onNative = () => {
    ;(media as WebkitMedia).webkitExitFullscreen?.()
    media.pause()
    onBlock('fullscreen')
  }
  doc.addEventListener('fullscreenchange', onChange)
  doc.addEventListener('webkitfullscreenchange', onChange)
  media.addEventListener('webkitbeginfullscreen', onNative)
  return () => {
    doc.removeEventListener('fullscreenchange', onChange)
    doc.removeEventListener('webkitfullscreenchange', onChange)
    media.removeEventListener('webkitbeginfullscreen', onNative)
  }
}
