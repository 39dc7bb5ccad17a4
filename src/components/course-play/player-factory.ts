import type { PlaySource } from './play-sources'

/** What the course player needs from a video player implementation. */
export interface PlayerHandle {
  /** the real media element: the guest rules listen to its events */
  media: HTMLMediaElement
  /** true when the player draws its own quality menu (xgplayer); otherwise the page shows one */
  qualityMenu: boolean
  switchSource: (source: PlaySource) => void
  destroy: () => void
}

/** Builds a player inside `host` playing `initial` (one of `sources`). */
export type PlayerFactory = (
  host: HTMLElement,
  sources: PlaySource[],
  initial: PlaySource,
) => PlayerHandle | Promise<PlayerHandle>

/** Changes the url of a media element, keeping the position and the playing state. */
export function switchMediaSource(media: HTMLMediaElement, url: string): void {
  const time = media.currentTime
  const playing = !media.paused
  media.addEventListener(
    'loadedmetadata',
    () => {
      media.currentTime = time
      if (playing) void media.play()?.catch(() => {})
    },
    { once: true },
  )
  media.src = url
}

/** The plain HTML5 video player: the fallback when xgplayer cannot start, and the one tests use. */
export const nativeVideoFactory: PlayerFactory = (host, _sources, initial) => {
  const video = host.ownerDocument.createElement('video')
  video.controls = true
  video.playsInline = true
  video.preload = 'metadata'
  video.className = 'video-player__native'
  video.src = initial.url
  host.appendChild(video)
  return {
    media: video,
    qualityMenu: false,
    switchSource: (source) => switchMediaSource(video, source.url),
    destroy: () => {
      // a detached media element keeps playing: stop it first
      video.pause()
      video.remove()
    },
  }
}
