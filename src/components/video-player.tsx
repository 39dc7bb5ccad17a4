import { useEffect, useRef, useState } from 'react'
import { Segmented } from 'antd'
import type { PlaySource } from './course-play/play-sources'
import {
  nativeVideoFactory,
  type PlayerFactory,
  type PlayerHandle,
} from './course-play/player-factory'
import { xgplayerFactory } from './course-play/xgplayer-factory'
import './course-play/course-play.css'

export interface VideoPlayerProps {
  /** best quality first: the first one plays by default */
  sources: PlaySource[]
  /** audio lessons get a plain audio element */
  audio?: boolean
  /** the player implementation; xgplayer by default, the native video element when it fails */
  factory?: PlayerFactory
  /** receives the media element once it exists (and null when it goes away) */
  onMedia?: (media: HTMLMediaElement | null) => void
  /** accessible name of the media element */
  title?: string
}

/** Course media: xgplayer with the quality menu for videos, HTML5 audio for audio lessons. */
export function VideoPlayer({
  sources,
  audio = false,
  factory = xgplayerFactory,
  onMedia,
  title,
}: VideoPlayerProps) {
  const stageRef = useRef<HTMLDivElement>(null)
  const onMediaRef = useRef(onMedia)
  const [handle, setHandle] = useState<PlayerHandle | null>(null)
  const [current, setCurrent] = useState(sources[0]?.code)
  const initial = sources[0]

  useEffect(() => {
    onMediaRef.current = onMedia
  }, [onMedia])

  useEffect(() => {
    const stage = stageRef.current
    if (audio || !stage || !initial) return
    // xgplayer owns this node: React never renders into it
    const host = stage.ownerDocument.createElement('div')
    host.className = 'video-player__host'
    stage.appendChild(host)
    let disposed = false
    let built: PlayerHandle | null = null
    Promise.resolve()
      .then(() => factory(host, sources, initial))
      .catch(() => nativeVideoFactory(host, sources, initial))
      .then((h) => {
        if (disposed) return h.destroy()
        built = h
        if (title) h.media.setAttribute('aria-label', title)
        setHandle(h)
        onMediaRef.current?.(h.media)
      })
    return () => {
      disposed = true
      built?.destroy()
      host.remove()
      if (built) onMediaRef.current?.(null)
      setHandle(null)
    }
  }, [audio, factory, sources, initial, title])

  if (!initial) return null
  if (audio) {
    return (
      <div className="video-player video-player--audio">
        {/* Courses have no caption files (behaviour B3.10: playList is quality + url). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio
          controls
          preload="metadata"
          src={initial.url}
          ref={onMedia}
          aria-label={title}
          className="video-player__audio"
        />
      </div>
    )
  }
  const ownMenu = handle && !handle.qualityMenu && sources.length > 1
  return (
    <div className="video-player">
      <div ref={stageRef} className="video-player__stage" />
      {ownMenu && (
        <div className="video-player__quality">
          <span>清晰度</span>
          <Segmented
            aria-label="清晰度"
            size="small"
            value={current}
            options={sources.map((s) => ({ value: s.code, label: s.label }))}
            onChange={(code) => {
              const source = sources.find((s) => s.code === code)
              if (!source) return
              setCurrent(source.code)
              handle.switchSource(source)
            }}
          />
        </div>
      )}
    </div>
  )
}
