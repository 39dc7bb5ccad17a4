import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { fail, ok } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import type { TrainRes } from '../../api/train-res'
import { renderWithProviders, setupUser } from '../../testing'
import { setToken } from '../../lib/token'
import { PublicLoginContext } from '../public/public-login-context'
import { CoursePlayDialog } from './course-play-dialog'
import { nativeVideoFactory } from './player-factory'

const video: TrainRes = {
  id: 1001,
  resName: '新《安全生产法》要点解读',
  attExt: '.mp4',
  playList: [
    { item1: 'FD', item2: '/mock/media/sample-1.mp4' },
    { item1: 'LD', item2: '/mock/media/sample-2.mp4' },
    { item1: 'SD', item2: '/mock/media/sample-3.mp4' },
    { item1: 'OD', item2: '/mock/media/sample-1.mp4?od' },
  ],
}
const audio: TrainRes = {
  id: 1010,
  resName: '音频课',
  attExt: '.mp3',
  playList: [{ item1: 'OD', item2: '/mock/media/sample-audio.mp3' }],
}

function open(resource: TrainRes) {
  const openLogin = vi.fn()
  const onClose = vi.fn()
  const view = renderWithProviders(
    <PublicLoginContext.Provider value={{ openLogin }}>
      <CoursePlayDialog
        open
        resource={resource}
        onClose={onClose}
        playerFactory={nativeVideoFactory}
      />
    </PublicLoginContext.Provider>,
  )
  return { ...view, openLogin, onClose }
}

async function media(tag: 'video' | 'audio' = 'video') {
  const dialog = await screen.findByRole('dialog', { name: '课程播放' })
  let element: HTMLMediaElement | null = null
  await waitFor(() => {
    element = dialog.querySelector(tag)
    expect(element).not.toBeNull()
  })
  // the player hands its element up with a state update; the guest rules attach once that renders
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return element as unknown as HTMLMediaElement
}

function playTo(element: HTMLMediaElement, seconds: number) {
  act(() => {
    element.currentTime = seconds
    fireEvent(element, new Event('timeupdate'))
  })
}

describe('CoursePlayDialog', () => {
  let pause: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('stops a guest at 30 s and asks to log in through the public login', async () => {
    const user = setupUser()
    const { openLogin, onClose } = open(video)
    const element = await media()
    playTo(element, 10)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    playTo(element, 30)
    const prompt = await screen.findByRole('alertdialog', { name: '试看已结束' })
    expect(pause).toHaveBeenCalled()
    // the prompt covers the controls: the keyboard focus is on what can be done now
    await waitFor(() =>
      expect(within(prompt).getByRole('button', { name: /登\s*录/ })).toHaveFocus(),
    )

    await user.click(within(prompt).getByRole('button', { name: /取\s*消/ }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // seeking past the preview stops again
    act(() => {
      element.currentTime = 50
      fireEvent(element, new Event('seeking'))
    })
    expect(element.currentTime).toBe(30)
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /登\s*录/ }),
    )
    expect(onClose).toHaveBeenCalled()
    // after logging in, the learner goes on with this course
    expect(openLogin).toHaveBeenCalledWith('/trainres/study?id=1001')
  })

  it('pauses a guest when playback reaches 30 s on its own (fake clock)', async () => {
    const user = setupUser()
    const { openLogin } = open(video)
    const element = await media()
    // A media element that plays as a browser's does: its clock runs on the (fake) timers and
    // reports timeupdate every 250 ms until paused.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let clock: ReturnType<typeof setInterval> | undefined
    const setPaused = (value: boolean) =>
      Object.defineProperty(element, 'paused', { configurable: true, get: () => value })
    pause.mockImplementation(() => {
      clearInterval(clock)
      setPaused(true)
    })
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      setPaused(false)
      clock = setInterval(() => {
        element.currentTime += 0.25
        element.dispatchEvent(new Event('timeupdate'))
      }, 250)
      element.dispatchEvent(new Event('play'))
      return Promise.resolve()
    })
    try {
      act(() => {
        void element.play()
        vi.advanceTimersByTime(29_500)
      })
      expect(element.currentTime).toBeCloseTo(29.5)
      expect(element.paused).toBe(false)
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

      act(() => {
        vi.advanceTimersByTime(500)
      })
      expect(element.paused).toBe(true)
      expect(element.currentTime).toBe(30)
      const prompt = screen.getByRole('alertdialog', { name: '试看已结束' })
      expect(prompt).toHaveTextContent('游客可试看 30 秒，登录后即可观看完整课程。')

      // the clock stopped with the pause: no frame past 30 s
      act(() => {
        vi.advanceTimersByTime(5_000)
      })
      expect(element.currentTime).toBe(30)
    } finally {
      vi.useRealTimers()
    }
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: /登\s*录/ }),
    )
    expect(openLogin).toHaveBeenCalledWith('/trainres/study?id=1001')
  })

  it('asks a guest to log in on entering full screen', async () => {
    open(video)
    const element = await media()
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => element.parentElement,
    })
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    expect(await screen.findByRole('alertdialog', { name: '登录后可全屏观看' })).toBeInTheDocument()
    expect(pause).toHaveBeenCalled()
    Reflect.deleteProperty(document, 'fullscreenElement')
  })

  it('does not limit a logged-in learner', async () => {
    setToken('token-learner')
    open(video)
    const element = await media()
    playTo(element, 45)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(pause).not.toHaveBeenCalled()
  })

  it('offers the qualities by label with the best one playing', async () => {
    open(video)
    const element = await media()
    expect(element).toHaveAttribute('src', '/mock/media/sample-1.mp4?od')
    const quality = screen.getByRole('radiogroup', { name: '清晰度' })
    const labels = within(quality)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent)
    expect(labels).toEqual(['原画', '高清', '标清', '流畅'])
    expect(within(quality).getByRole('radio', { name: '原画' })).toBeChecked()
    fireEvent.click(within(quality).getByText('流畅'))
    expect(element).toHaveAttribute('src', '/mock/media/sample-1.mp4')
  })

  it('plays an mp3 lesson in an audio element', async () => {
    open(audio)
    const element = await media('audio')
    expect(element).toHaveAttribute('controls')
    expect(element).toHaveAttribute('src', '/mock/media/sample-audio.mp3')
    expect(screen.queryByRole('dialog')?.querySelector('video')).toBeNull()
    playTo(element, 31)
    expect(await screen.findByRole('alertdialog', { name: '试看已结束' })).toBeInTheDocument()
  })

  it('loads the play list when the row has none, and says so when there is nothing to play', async () => {
    const { unmount } = open({ id: 1002, resName: '工伤保险条例逐条讲解' })
    expect(await media()).toHaveAttribute('src')
    unmount()
    server.use(route('post', '/Api/Train_Manage/Train_Res/GetVideoPlayList', () => ok([])))
    open({ id: 1003, resName: '空课程', playList: [] })
    expect(await screen.findByText('暂无可播放的视频')).toBeInTheDocument()
  })

  it('says so when the play list cannot be loaded, and retries', async () => {
    const user = setupUser()
    let broken = true
    // falls through to the seeded handler once repaired
    server.use(
      http.post('*/Api/Train_Manage/Train_Res/GetVideoPlayList', () =>
        broken ? fail('视频服务繁忙') : undefined,
      ),
    )
    open({ id: 1002, resName: '工伤保险条例逐条讲解' })
    const dialog = within(await screen.findByRole('dialog', { name: '课程播放' }))
    expect(await dialog.findByText('视频加载失败')).toBeInTheDocument()
    expect(dialog.getByText('视频服务繁忙')).toBeInTheDocument()
    expect(dialog.queryByText('暂无可播放的视频')).not.toBeInTheDocument()
    broken = false
    await user.click(dialog.getByRole('button', { name: /重\s*试/ }))
    expect(await media()).toHaveAttribute('src')
    expect(dialog.queryByText('视频加载失败')).not.toBeInTheDocument()
  })
})
