import { useState } from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire, type Wire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { studyIntervalOf, useStudyHeartbeat, type StudyMedia } from './use-study-heartbeat'

const C = '/Api/Train_Manage/Train_Res'
const HEARTBEAT_WARNING = '学习进度上报失败，下一次将继续上报'

function Probe({ media, id }: { media: StudyMedia | null; id: number }) {
  const { guid, interval } = useStudyHeartbeat(media, id)
  return (
    <p>
      <span data-testid="guid">{guid}</span>
      <span data-testid="interval">{interval ?? ''}</span>
    </p>
  )
}

async function start(media: StudyMedia, id = 1002) {
  const view = renderWithProviders(<Probe media={media} id={id} />)
  await waitFor(() => expect(screen.getByTestId('interval')).not.toBeEmptyDOMElement())
  // only the heartbeat's own clock is fake: the mock backend answers in real time
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  return view
}

const seconds = (n: number) =>
  act(() => {
    vi.advanceTimersByTime(n * 1000)
  })
const fire = (media: EventTarget, type: string) =>
  act(() => {
    media.dispatchEvent(new Event(type))
  })

/** The number of calls to `path` once anything a timer started has gone out. */
async function sent(wire: Wire, path: string) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
  return (await wire.to(path)).length
}

/** Waits until `path` has been called `count` times, and gives the bodies. */
async function calls(wire: Wire, path: string, count: number) {
  await act(() => vi.waitFor(async () => expect(await wire.to(path)).toHaveLength(count)))
  return (await wire.to(path)).map((r) => r.body)
}

describe('useStudyHeartbeat', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it('sends Study every GetStudyInterval seconds of playing, never while paused or hidden, and StudyComplete at the end', async () => {
    server.use(http.post(`*${C}/GetStudyInterval`, () => envelope(30)))
    const wire = watchWire()
    const video = document.createElement('video')
    await start(video)
    expect(screen.getByTestId('interval')).toHaveTextContent('30')
    const guid = screen.getByTestId('guid').textContent

    // paused from the start: nothing
    await seconds(90)
    video.playbackRate = 1.5
    fire(video, 'play')
    await seconds(29)
    expect(await sent(wire, `${C}/Study`)).toBe(0)
    await seconds(1)
    expect(await calls(wire, `${C}/Study`, 1)).toEqual([{ id: 1002, guid, speed: 1.5 }])

    // 10 s, a long pause, 20 s more: the second heartbeat
    await seconds(10)
    fire(video, 'pause')
    await seconds(120)
    fire(video, 'play')
    await seconds(19)
    expect(await sent(wire, `${C}/Study`)).toBe(1)
    await seconds(1)
    await calls(wire, `${C}/Study`, 2)

    // a hidden tab sends nothing, even while the media plays
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    fire(document, 'visibilitychange')
    await seconds(90)
    expect(await sent(wire, `${C}/Study`)).toBe(2)
    visibility.mockReturnValue('visible')
    fire(document, 'visibilitychange')
    video.playbackRate = 2
    await seconds(30)
    const studies = await calls(wire, `${C}/Study`, 3)

    fire(video, 'ended')
    const completes = await calls(wire, `${C}/StudyComplete`, 1)
    await seconds(120)
    expect(await sent(wire, `${C}/Study`)).toBe(3)
    // one guid for the whole visit; the speed is the playback rate at the time
    expect(studies.map((b) => (b as { guid: string }).guid)).toEqual([guid, guid, guid])
    expect(studies[2]).toEqual({ id: 1002, guid, speed: 2 })
    expect(completes).toEqual([{ id: 1002, guid, speed: 2 }])
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('beats every 60 s when GetStudyInterval fails, and goes on (without a toast) when Study fails', async () => {
    server.use(
      http.post(`*${C}/GetStudyInterval`, () => fail('服务暂不可用')),
      http.post(`*${C}/Study`, () => fail('心跳记录失败')),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const wire = watchWire()
    const video = document.createElement('video')
    await start(video)
    expect(screen.getByTestId('interval')).toHaveTextContent('60')

    fire(video, 'playing')
    await seconds(59)
    expect(await sent(wire, `${C}/Study`)).toBe(0)
    await seconds(1)
    await calls(wire, `${C}/Study`, 1)
    await seconds(60)
    await calls(wire, `${C}/Study`, 2)
    // one warning for the two failures; only the heartbeat's are counted (on a busy machine Redux's
    // development checks also warn, when one of them takes longer than 32 ms)
    const warnings = () => warn.mock.calls.filter(([text]) => text === HEARTBEAT_WARNING)
    await act(() => vi.waitFor(() => expect(warnings()).toHaveLength(1)))
    // neither failure is toasted: the learner cannot do anything about either
    expect(screen.queryByText('心跳记录失败')).not.toBeInTheDocument()
    expect(screen.queryByText('服务暂不可用')).not.toBeInTheDocument()
  })

  it('says nothing either when the network is down: the heartbeat goes on', async () => {
    server.use(
      http.post(`*${C}/GetStudyInterval`, () => envelope(30)),
      http.post(`*${C}/Study`, () => HttpResponse.error()),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const wire = watchWire()
    const video = document.createElement('video')
    await start(video)
    fire(video, 'playing')
    await seconds(30)
    await calls(wire, `${C}/Study`, 1)
    await seconds(30)
    await calls(wire, `${C}/Study`, 2)
    expect(screen.queryByText(/网络连接失败/)).not.toBeInTheDocument()
  })

  it('starts a new visit (a new guid) for another course and for another visit of the page', async () => {
    const user = setupUser()
    const video = document.createElement('video')
    function Switcher() {
      const [id, setId] = useState(1002)
      const [shown, setShown] = useState(true)
      return (
        <>
          <button onClick={() => setId(1003)}>下一课</button>
          <button onClick={() => setShown((s) => !s)}>离开</button>
          {shown && <Probe media={video} id={id} />}
        </>
      )
    }
    renderWithProviders(<Switcher />)
    const guid = () => screen.getByTestId('guid').textContent ?? ''
    const first = guid()
    expect(first).not.toBe('')
    await user.click(screen.getByRole('button', { name: '下一课' }))
    const second = guid()
    expect(second).not.toBe(first)
    // leaving and coming back is a new visit
    await user.click(screen.getByRole('button', { name: '离开' }))
    await user.click(screen.getByRole('button', { name: '离开' }))
    expect(guid()).not.toBe(second)
    expect([first, second, guid()].every((g) => g.length === 36)).toBe(true)
  })
})

describe('the study interval', () => {
  it('is the seconds GetStudyInterval answered, else 60', () => {
    expect(studyIntervalOf(30)).toBe(30)
    expect(studyIntervalOf(undefined)).toBe(60)
    expect(studyIntervalOf(0)).toBe(60)
    expect(studyIntervalOf(Number.NaN)).toBe(60)
  })
})

describe('useStudyHeartbeat against a backend that answers the documented fields only', () => {
  beforeEach(() => {
    loginAs('learner')
    setDocumentedOnly(true)
  })
  afterEach(() => setDocumentedOnly(undefined))

  it('beats every 60 s: GetStudyInterval documents no answer', async () => {
    const wire = watchWire()
    const video = document.createElement('video')
    await start(video)
    expect(screen.getByTestId('interval')).toHaveTextContent('60')
    fire(video, 'playing')
    await seconds(59)
    expect(await sent(wire, `${C}/Study`)).toBe(0)
    await seconds(1)
    await calls(wire, `${C}/Study`, 1)
  })
})
