import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { vi } from 'vitest'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderApp } from '../../testing'
import { hrefs } from '../../lib/paths'

// The study page's player as the learner gets it: the real xgplayer (jsdom runs its DOM, not its
// media), with the qualities of the course's play list, and a plain audio element for an mp3.
const C = '/Api/Train_Manage/Train_Res'
// the first page of a worker waits for its lazy modules (the route, the layout, xgplayer)
const FIRST_LOAD = 15_000
// a published public video course of the seed, and a published mp3 lesson (every tenth course)
const VIDEO_COURSE = 1002
const AUDIO_COURSE = 1010

beforeEach(() => {
  loginAs('learner')
  // jsdom cannot play media: play, pause and load do nothing here
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
})

/** Opens a course's study page and gives its player (the media element inside once it exists). */
async function openPlayer(id: number, tag: 'video' | 'audio') {
  renderApp(hrefs.study(id))
  let media: HTMLMediaElement | null = null
  await waitFor(
    () => {
      media = document.querySelector<HTMLMediaElement>(`.study-player ${tag}`)
      expect(media).not.toBeNull()
    },
    { timeout: FIRST_LOAD },
  )
  const player = document.querySelector<HTMLElement>('.study-player')!
  return { player, media: media as unknown as HTMLMediaElement }
}

/**
 * Chooses an item of an xgplayer menu. xgplayer listens to touchend instead of click where the
 * window has touch events, as jsdom's has.
 */
function tap(item: HTMLElement) {
  if ('ontouchstart' in window) fireEvent.touchEnd(item)
  else fireEvent.click(item)
}

// whole-app tests on a shared 2-core machine: a page with its player takes seconds to settle
describe('/trainres/study player', { timeout: 40_000 }, () => {
  it('offers the play list qualities by label, the best one first, and switches the source', async () => {
    const course = db.resources.find((r) => r.id === VIDEO_COURSE)!
    // three of the four qualities, not in order
    course.playList = [
      { item1: 'FD', item2: '/mock/media/sample-1.mp4?fd' },
      { item1: 'OD', item2: '/mock/media/sample-2.mp4?od' },
      { item1: 'SD', item2: '/mock/media/sample-3.mp4?sd' },
    ]
    const wire = watchWire()
    const { player, media } = await openPlayer(VIDEO_COURSE, 'video')
    expect(media).toHaveAttribute('src', '/mock/media/sample-2.mp4?od')
    expect((await wire.to(`${C}/GetVideoPlayList`)).map((r) => r.body)).toEqual([
      { videoId: VIDEO_COURSE },
    ])

    // the player draws its quality menu once the media can play
    act(() => {
      media.dispatchEvent(new Event('canplay'))
    })
    const view = within(player)
    const menu = await view.findByRole('radiogroup', { name: '清晰度' })
    const qualities = within(menu).getAllByRole('radio')
    expect(qualities.map((q) => q.textContent?.trim())).toEqual(['原画', '高清', '流畅'])
    expect(within(menu).getByRole('radio', { name: '原画' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(view.getByRole('button', { name: '清晰度：原画' })).toBeInTheDocument()

    tap(within(menu).getByRole('radio', { name: '流畅' }))
    await waitFor(() => expect(media).toHaveAttribute('src', '/mock/media/sample-1.mp4?fd'))
    await waitFor(() =>
      expect(within(menu).getByRole('radio', { name: '流畅' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    )
    expect(within(menu).getByRole('radio', { name: '原画' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    expect(view.getByRole('button', { name: '清晰度：流畅' })).toBeInTheDocument()
  })

  it('plays an mp3 lesson in an audio element, and its playing counts for the study heartbeat', async () => {
    const course = db.resources.find((r) => r.id === AUDIO_COURSE)!
    expect(course.playList.map((p) => p.item2)).toEqual(['/mock/media/sample-audio.mp3'])
    // one heartbeat per second of playing, so that one is quick to observe
    server.use(http.post(`*${C}/GetStudyInterval`, () => envelope(1)))
    const wire = watchWire()
    const { player, media } = await openPlayer(AUDIO_COURSE, 'audio')
    expect(media).toHaveAttribute('src', '/mock/media/sample-audio.mp3')
    expect(media).toHaveAttribute('controls')
    expect(media).toHaveAccessibleName(course.resName)
    expect(player.querySelector('video')).toBeNull()
    expect(player.querySelector('.xgplayer')).toBeNull()
    expect(await screen.findByRole('heading', { level: 1, name: course.resName })).toBeVisible()

    // nothing while it has not played
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)))
    expect(await wire.to(`${C}/Study`)).toHaveLength(0)
    act(() => {
      media.dispatchEvent(new Event('play'))
    })
    await waitFor(async () => expect(await wire.to(`${C}/Study`)).not.toHaveLength(0))
    const [first] = (await wire.to(`${C}/Study`)).map((r) => r.body)
    expect(first).toEqual({ id: AUDIO_COURSE, guid: expect.any(String), speed: 1 })
  })
})
