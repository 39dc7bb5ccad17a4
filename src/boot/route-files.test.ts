import { afterEach, vi } from 'vitest'
import {
  afterStylesheets,
  filesFor,
  frameFor,
  showsHome,
  startApp,
  type RouteFiles,
} from './route-files'

// Which modules each path needs is read from the route table at build time (scripts/route-table.ts,
// tested there); here, what the page's first script does with the table.
describe('the first script: which files and which frame a URL gets', () => {
  const data: RouteFiles = {
    home: '/home',
    login: '/login',
    auth: ['/login', '/register'],
    public: { '/home': ['h.js'], '/login': ['l.js'], '/register': ['r.js'] },
    layout: ['layout.js'],
    shell: { '/dashboard': ['d.js'] },
  }

  it('a public page: its own files, for guests and users alike', () => {
    expect(filesFor(data, '/register', false)).toEqual(['r.js'])
    expect(filesFor(data, '/Home/', true)).toEqual(['h.js'])
    expect(frameFor(data, '/login', false)).toBe('auth')
    expect(frameFor(data, '/home', false)).toBe('public')
  })

  it('a logged-in path: the layout and the page for a user, the home page for a guest', () => {
    expect(filesFor(data, '/dashboard', true)).toEqual(['layout.js', 'd.js'])
    expect(filesFor(data, '/permission/ydUser', true)).toEqual(['layout.js'])
    expect(filesFor(data, '/dashboard', false)).toEqual(['h.js'])
    expect(frameFor(data, '/dashboard', true)).toBe('shell')
    expect(frameFor(data, '/dashboard', false)).toBe('public')
  })

  it('a user on the login page is sent on, like the guard does', () => {
    expect(filesFor(data, '/login', true)).toEqual(['h.js'])
    expect(frameFor(data, '/login', true)).toBe('public')
    expect(showsHome(data, '/login', true)).toBe(true)
  })

  it('the home page’s early calls go out where the home page is shown, and only there', () => {
    expect(showsHome(data, '/home/', false)).toBe(true)
    expect(showsHome(data, '/', true)).toBe(true)
    // a guest on a logged-in path lands there
    expect(showsHome(data, '/dashboard', false)).toBe(true)
    expect(showsHome(data, '/dashboard', true)).toBe(false)
    expect(showsHome(data, '/register', false)).toBe(false)
    expect(showsHome(data, '/login', false)).toBe(false)
  })
})

describe('afterStylesheets (the shell preloads once the stylesheet is in)', () => {
  const parsedDocument = () => {
    const doc = document.implementation.createHTMLDocument('page')
    Object.defineProperty(doc, 'readyState', { value: 'interactive' })
    return doc
  }

  it('waits for the end of parsing, then for a stylesheet still loading, then runs once', () => {
    const doc = document.implementation.createHTMLDocument('page')
    let state = 'loading'
    Object.defineProperty(doc, 'readyState', { get: () => state })
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    doc.head.appendChild(link)
    const then = vi.fn()
    afterStylesheets(then, doc)
    state = 'interactive'
    doc.dispatchEvent(new Event('readystatechange'))
    expect(then).not.toHaveBeenCalled()
    link.dispatchEvent(new Event('load'))
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('runs at once without a stylesheet to wait for', () => {
    const doc = parsedDocument()
    const then = vi.fn()
    afterStylesheets(then, doc)
    expect(then).toHaveBeenCalledTimes(1)
  })
})

describe('startApp: a prerendered page’s first script starts the app', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })
  const asked = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel]')].map(
      (link) => `${link.rel} ${new URL(link.href).pathname}`,
    )

  it('asks for the app’s named files and the page’s, then imports the entry', async () => {
    document.head.innerHTML =
      '<link data-app-entry href="/assets/index-a.js"><link data-app-file href="/assets/start-b.js">'
    const start = vi.fn(() => Promise.resolve('started'))
    await expect(
      startApp(['/assets/page-c.js', '/assets/page-d.css'], document, start),
    ).resolves.toBe('started')
    expect(asked()).toEqual([
      'modulepreload /assets/index-a.js',
      'modulepreload /assets/start-b.js',
      'modulepreload /assets/page-c.js',
      'preload /assets/page-d.css',
    ])
    expect(start).toHaveBeenCalledExactlyOnceWith(new URL('/assets/index-a.js', location.href).href)
  })

  it('does nothing in a page that loads the app itself (index.html)', () => {
    const start = vi.fn()
    expect(startApp(['/assets/page-c.js'], document, start)).toBeUndefined()
    expect(asked()).toEqual([])
    expect(start).not.toHaveBeenCalled()
  })
})
