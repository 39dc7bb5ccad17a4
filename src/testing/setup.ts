import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { act, cleanup, configure } from '@testing-library/react'
import Cookies from 'js-cookie'
import { ConfigProvider } from 'antd'
import { server } from '../../mocks/node'
import { reset } from '../../mocks/db'
import { cancelAllRequests } from '../api/http'
import { resetSessionOwner } from '../api/session-owner'
import { dropEarlyAnswers } from '../lib/early-answers'
import { releaseStores } from '../app/store'
import { resetWarnings } from '../lib/warn-once'
import { closeAllFeedback, disableFeedbackMotion } from '../lib/feedback'
import { testHolderRender } from './styles'

// The one configuration of the queries. This file runs before every test file, and test files
// share one module graph per worker (isolate: false): a file's own configure() would carry over
// into the files after it, so there is none; this resets anything that changed.
configure({
  // lazy route modules load on first use: give async queries room on a busy 2-core machine
  asyncUtilTimeout: 5000,
  defaultHidden: false,
  // A failed query says what it looked for in one line, without printing the page: printing
  // antd's markup can take seconds in jsdom, and waitFor asks for the message on every failed try.
  getElementError: (message) => {
    const error = new Error(message?.split('\n')[0] ?? 'not found')
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// React checks that state updates in tests are wrapped in act. Testing Library's pure module
// (src/testing/rtl.tsx) leaves turning that on to the set-up, as its main module would have.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// antd needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
})
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver
// jsdom lacks the <a download> attribute that file-saver (and every browser we support) relies on.
if (!('download' in HTMLAnchorElement.prototype)) {
  Object.defineProperty(HTMLAnchorElement.prototype, 'download', {
    configurable: true,
    get(this: HTMLAnchorElement) {
      return this.getAttribute('download') ?? ''
    },
    set(this: HTMLAnchorElement, value: string) {
      this.setAttribute('download', value)
    },
  })
}
// jsdom's own requestAnimationFrame keeps a module-level count of pending frames and drives them
// with whatever setInterval is global when the first one is asked for. A test that fakes
// setInterval but not requestAnimationFrame then leaves that count stuck, and no frame ever runs
// again in this worker (test files share one window: isolate: false). This one keeps no state.
window.requestAnimationFrame = (callback: FrameRequestCallback) =>
  setTimeout(() => callback(performance.now()), 16) as unknown as number
window.cancelAnimationFrame = (handle: number) => clearTimeout(handle)
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
// jsdom: antd reads computed styles of pseudo elements
const getComputedStyle = window.getComputedStyle
window.getComputedStyle = (elt: Element) => getComputedStyle(elt)

// antd's styles stay out of the page (src/testing/styles.tsx): every render is inside TestStyles
// (src/testing/rtl.tsx), the toasts and confirms, rendered outside the test's tree, through their
// holder (below, once lib/feedback-ui is loaded).
disableFeedbackMotion()

// Node's BroadcastChannel (jsdom has none) reaches every worker thread of the run: two test files
// that open the same seeded exam paper in two workers at once took each other for a second tab
// (该试卷已在其他窗口打开) and failed now and then. This file runs before each test file, and wraps
// Node's own channel again with a new tag: a test file's channels talk among themselves only.
const shared = globalThis as typeof globalThis & { nodeBroadcastChannel?: typeof BroadcastChannel }
shared.nodeBroadcastChannel ??= globalThis.BroadcastChannel
const NodeBroadcastChannel = shared.nodeBroadcastChannel
const workerTag = Math.random().toString(36).slice(2)
globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
  constructor(name: string) {
    super(`${workerTag}:${name}`)
  }
}
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// Toasts and confirms load their code with the first one shown (lib/feedback): imported before the
// tests, a query for the first toast waits for the answer, not for antd's message and modal. Only
// the module: lib/feedback still starts them with the first toast (once per worker, as test files
// share their modules).
beforeAll(async () => {
  await import('../lib/feedback-ui')
  // after lib/feedback-ui's own holder: the same, inside TestStyles
  ConfigProvider.config({ holderRender: testHolderRender })
}, 60_000)
beforeEach(() => {
  reset()
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name))
  localStorage.clear()
  sessionStorage.clear()
})
// Test files share one module graph per worker (isolate: false in vite.config.ts): leave nothing
// behind for the next file: timers, spies, stubbed globals, open toasts and dialogs, scrolling.
afterEach(async () => {
  cleanup()
  // a request still on its way would answer into the next test (and its reseeded db)
  cancelAllRequests()
  resetSessionOwner()
  dropEarlyAnswers()
  releaseStores()
  server.resetHandlers()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  resetWarnings()
  // inside act: closing a toast updates antd's toast holder (React warned of an update outside act)
  await act(() => closeAllFeedback())
  // A static dialog closed above is still fading out, and jsdom never ends the animation: its
  // portal would stay in the next file's page (files share one window per worker).
  document.querySelectorAll('.ant-modal-root').forEach((root) => root.parentElement?.remove())
  window.scrollTo(0, 0)
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 })
  Object.defineProperty(window, 'pageYOffset', { configurable: true, writable: true, value: 0 })
  Object.defineProperty(document.documentElement, 'scrollTop', {
    configurable: true,
    writable: true,
    value: 0,
  })
})
afterAll(() => server.close())
