import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import Cookies from 'js-cookie'
import { server } from '../../mocks/node'
import { reset } from '../../mocks/db'

// Lazy route modules load on first use: give async queries room on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 })

// antd needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
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
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
// jsdom: antd reads computed styles of pseudo elements
const getComputedStyle = window.getComputedStyle
window.getComputedStyle = (elt: Element) => getComputedStyle(elt)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  reset()
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name))
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
