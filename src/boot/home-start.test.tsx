import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { watchWire } from '../../mocks/test-harness'
import { renderHome as prerenderHome } from './prerender'
import { dropEarlyAnswers, sendEarlyCalls } from '../lib/early-answers'
import { removeToken, setToken } from '../lib/token'
import { homeFirstCalls } from '../features/home/first-calls'
import { APP_WAIT, startHome } from './home-prerendered'

// home.html's first script: the lists first, then the page's code and the app.

const ENTRY = '/assets/index-a1.js'
const APP_FILES = [ENTRY, '/assets/start-b2.js']
const PAGE_FILES = ['/assets/home-page-c3.js', '/assets/home-page-d4.css']

/** home.html as the build writes it, in this document. */
function homeHtml() {
  const { html, templates } = prerenderHome()
  const table = { home: '/home', login: '/login', auth: [], public: { '/home': PAGE_FILES } }
  document.head.innerHTML = `
    <script type="application/json" id="route-files">${JSON.stringify({ ...table, layout: [], shell: {} })}</script>
    <link data-app-entry href="${ENTRY}"><link data-app-file href="${APP_FILES[1]}">`
  document.body.innerHTML = `<div id="root">${html}</div>${templates}`
  document.documentElement.dataset.prerendered = 'home'
  window.history.replaceState(null, '', '/home')
}

const preloaded = () =>
  [
    ...document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="modulepreload"], link[rel="preload"]',
    ),
  ].map((link) => new URL(link.href).pathname)
const newsShown = () =>
  document.querySelectorAll('section[aria-labelledby="home-news-1-title"] ul.home-list li').length

/** The first news list's answer, held until release() (the other calls answer as usual). */
function holdNews() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post('*/Api/Base_Manage/Base_News/GetNewsListByTypeId', async ({ request }) => {
      if (((await request.clone().json()) as { typeid: number }).typeid === 1) await held
    }),
  )
  return () => release()
}

describe('home.html’s first script', () => {
  beforeEach(() => {
    dropEarlyAnswers()
    homeHtml()
  })
  afterEach(() => {
    vi.useRealTimers()
    removeToken()
    const marks = document.documentElement.dataset
    delete marks.prerendered
    delete marks.signedIn
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('asks for the lists and the banner first, shows them, then asks for the code and starts the app', async () => {
    const wire = watchWire()
    const start = vi.fn()
    await startHome(document, start)
    expect((await wire.sent()).map((r) => r.pathname.split('/').pop())).toEqual([
      'GetNewsListByTypeId',
      'IndexHotRes',
      'GetNewsListByTypeId',
      'GetHomeResDirList',
      'GetIndexPageListNotice',
      'GetIndexPageListNotice',
      'GetLinkListByType',
    ])
    expect(newsShown()).toBe(6)
    expect(preloaded()).toEqual([...APP_FILES, ...PAGE_FILES])
    expect(start).toHaveBeenCalledExactlyOnceWith(new URL(ENTRY, location.href).href)
  })

  it('asks for each list once, when the page’s other first script asked already', async () => {
    const wire = watchWire()
    sendEarlyCalls(homeFirstCalls(), '', undefined, 'high')
    await startHome(document, vi.fn())
    expect(await wire.sent()).toHaveLength(7)
  })

  it('starts the app only once the lists are shown', async () => {
    const release = holdNews()
    const start = vi.fn()
    const started = startHome(document, start)
    await vi.waitFor(() =>
      expect(document.querySelector('ul.course-grid')?.children).toHaveLength(10),
    )
    expect(start).not.toHaveBeenCalled()
    expect(preloaded()).toEqual([])
    release()
    await started
    expect(newsShown()).toBe(6)
    expect(start).toHaveBeenCalledOnce()
  })

  it('starts the app after APP_WAIT when a list has not come by then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const release = holdNews()
    const start = vi.fn()
    const started = startHome(document, start)
    await vi.advanceTimersByTimeAsync(APP_WAIT - 1)
    expect(start).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await started
    expect(start).toHaveBeenCalledOnce()
    expect(preloaded()).toEqual([...APP_FILES, ...PAGE_FILES])
    release()
  })

  it('starts the app at once for a signed-in visitor, who is shown the app’s page', async () => {
    setToken('tok-1')
    const wire = watchWire()
    const start = vi.fn()
    await startHome(document, start)
    expect(document.documentElement.dataset.signedIn).toBe('')
    expect(await wire.sent()).toEqual([])
    expect(newsShown()).toBe(0)
    expect(preloaded()).toEqual(APP_FILES)
    expect(start).toHaveBeenCalledOnce()
  })
})
