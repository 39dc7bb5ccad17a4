import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachFullscreenGuard, attachGuestLimit, previewOver } from './guest-limit'

function playAt(media: HTMLMediaElement, seconds: number, event = 'timeupdate') {
  media.currentTime = seconds
  media.dispatchEvent(new Event(event))
}

describe('guest limit', () => {
  let video: HTMLVideoElement
  let pause: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    // jsdom has no media playback; pausing is what we check
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    video = document.createElement('video')
    document.body.appendChild(video)
  })
  afterEach(() => {
    video.remove()
    vi.restoreAllMocks()
  })

  it('reaches the preview limit at 30 s', () => {
    expect(previewOver(29.9)).toBe(false)
    expect(previewOver(30)).toBe(true)
    expect(previewOver(Number.NaN)).toBe(false)
  })

  it('pauses at 30 s of playback and blocks playing or seeking further', () => {
    const onBlock = vi.fn()
    const detach = attachGuestLimit(video, onBlock)
    playAt(video, 12)
    playAt(video, 29.5)
    expect(onBlock).not.toHaveBeenCalled()
    playAt(video, 30.2)
    expect(pause).toHaveBeenCalled()
    expect(onBlock).toHaveBeenLastCalledWith('limit')
    expect(video.currentTime).toBe(30)

    pause.mockClear()
    playAt(video, 75, 'seeking')
    expect(pause).toHaveBeenCalled()
    expect(video.currentTime).toBe(30)

    pause.mockClear()
    video.dispatchEvent(new Event('play'))
    expect(pause).toHaveBeenCalled()

    detach()
    onBlock.mockClear()
    playAt(video, 40)
    expect(onBlock).not.toHaveBeenCalled()
  })

  it('takes a guest out of full screen, pauses and reports it', () => {
    const onBlock = vi.fn()
    const exitFullscreen = vi.fn(() => Promise.resolve())
    const host = document.createElement('div')
    host.appendChild(video)
    document.body.appendChild(host)
    let fullscreenElement: Element | null = host
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    })
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen })
    const detach = attachFullscreenGuard(video, onBlock)

    document.dispatchEvent(new Event('fullscreenchange'))
    expect(exitFullscreen).toHaveBeenCalled()
    expect(pause).toHaveBeenCalled()
    expect(onBlock).toHaveBeenCalledWith('fullscreen')

    // leaving full screen, or another element going full screen, is not our business
    onBlock.mockClear()
    fullscreenElement = null
    document.dispatchEvent(new Event('fullscreenchange'))
    fullscreenElement = document.createElement('section')
    document.dispatchEvent(new Event('fullscreenchange'))
    expect(onBlock).not.toHaveBeenCalled()

    // iOS native video full screen
    video.dispatchEvent(new Event('webkitbeginfullscreen'))
    expect(onBlock).toHaveBeenCalledWith('fullscreen')

    detach()
    host.remove()
    Reflect.deleteProperty(document, 'fullscreenElement')
    Reflect.deleteProperty(document, 'exitFullscreen')
  })
})
