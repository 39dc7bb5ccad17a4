import { useEffect, useRef, useState } from 'react'
import type { Id } from '../../api/types'
import { trainResApi, useGetStudyIntervalQuery, type StudyBody } from '../../api/train-res'
import { useAppDispatch } from '../../lib/hooks'
import { attempt } from '../../lib/mutation'
import { warnOnce } from '../../lib/warn-once'

/**
 * Seconds between two Study calls when GetStudyInterval fails or answers no usable number (its
 * answer is not documented: a backend may answer nothing at all).
 */
export const DEFAULT_STUDY_INTERVAL = 60

/** A random v4 UUID; crypto.randomUUID exists only on https and localhost. */
export function newGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The interval GetStudyInterval answered, in whole seconds, or the default. */
export function studyIntervalOf(value: unknown): number {
  const seconds = Number(value)
  return Number.isFinite(seconds) && seconds >= 1 ? Math.round(seconds) : DEFAULT_STUDY_INTERVAL
}

/** Stops and starts with the media: what the heartbeat needs of an HTMLMediaElement. */
export type StudyMedia = Pick<
  HTMLMediaElement,
  'paused' | 'ended' | 'playbackRate' | 'addEventListener' | 'removeEventListener'
>

/**
 * The study heartbeat of one page visit: Study {id, guid, speed} after every `interval` seconds
 * of playing in a visible tab (GetStudyInterval; 60 when that fails or answers no number of
 * seconds), nothing while paused,
 * hidden or ended; StudyComplete once when the media ends. The guid stays the same for the whole
 * visit (pausing and resuming included) and is new for another course. Seconds played before a
 * pause count towards the next heartbeat. A failed heartbeat is logged once and does not stop
 * the next ones. Returns the visit's guid and the interval in use (once known).
 */
export function useStudyHeartbeat(
  media: StudyMedia | null,
  id: Id,
): { guid: string; interval?: number } {
  const interval = useGetStudyIntervalQuery()
  const dispatch = useAppDispatch()
  const [visit, setVisit] = useState(() => ({ id, guid: newGuid() }))
  // another course on the same page is another visit (React re-renders before committing)
  if (visit.id !== id) setVisit({ id, guid: newGuid() })
  const guid = visit.guid
  const completed = useRef<string | null>(null)
  const settled = interval.isSuccess || interval.isError
  const seconds = settled ? studyIntervalOf(interval.data) : undefined

  useEffect(() => {
    if (!media || seconds === undefined) return
    let playing = !media.paused && !media.ended
    let elapsed = 0
    let ticker: ReturnType<typeof setInterval> | undefined
    const body = (): StudyBody => ({ id, guid, speed: Number(media.playbackRate) || 1 })
    // not tracked: the page has nothing to show of a heartbeat, so it need not re-render for one
    const study = (b: StudyBody) =>
      dispatch(trainResApi.endpoints.study.initiate(b, { track: false }))
    const complete = (b: StudyBody) =>
      dispatch(trainResApi.endpoints.studyComplete.initiate(b, { track: false }))

    const beat = () => {
      void attempt(study(body())).then((result) => {
        if (!result.ok) warnOnce('study-heartbeat', '学习进度上报失败，下一次将继续上报')
      })
    }
    const tick = () => {
      elapsed += 1
      if (elapsed < seconds) return
      elapsed = 0
      beat()
    }
    const update = () => {
      const active = playing && document.visibilityState === 'visible'
      if (active && ticker === undefined) ticker = setInterval(tick, 1000)
      if (!active && ticker !== undefined) {
        clearInterval(ticker)
        ticker = undefined
      }
    }
    const onPlay = () => {
      playing = true
      update()
    }
    const onStop = () => {
      playing = false
      update()
    }
    const onEnded = () => {
      onStop()
      if (completed.current === guid) return
      completed.current = guid
      void attempt(complete(body()))
    }

    media.addEventListener('play', onPlay)
    media.addEventListener('playing', onPlay)
    media.addEventListener('pause', onStop)
    media.addEventListener('emptied', onStop)
    media.addEventListener('ended', onEnded)
    document.addEventListener('visibilitychange', update)
    update()
    return () => {
      media.removeEventListener('play', onPlay)
      media.removeEventListener('playing', onPlay)
      media.removeEventListener('pause', onStop)
      media.removeEventListener('emptied', onStop)
      media.removeEventListener('ended', onEnded)
      document.removeEventListener('visibilitychange', update)
      if (ticker !== undefined) clearInterval(ticker)
    }
  }, [media, id, guid, seconds, dispatch])

  return { guid, interval: seconds }
}
