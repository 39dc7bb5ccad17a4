// The first script of index.html, tiny (built on its own, with only the few small modules it
// imports: the home page's table of calls, the paths it names, lib/early-answers): it asks for
// the current page's code while the app's entry is still downloading, instead of after the entry
// has run and the router has matched the URL (the waterfall the budget script showed). Which
// files each path needs is written into the page at build time (scripts/route-preload-plugin.ts,
// from app/route-files.json). Only the current URL's files: preloading every route was measured
// to be slower on slow 4G. On the home page it also asks for the lists, which the app's requests
// then pick up (lib/early-answers.ts).

import { homeFirstCalls } from './features/home/first-calls'
import { sendEarlyCalls } from './lib/early-answers'

export interface RouteFiles {
  /** where a guest on a logged-in path, or a user on the login page, is sent */
  home: string
  login: string
  /** the pages drawn as a card on a gradient (index.html's auth frame) */
  auth: string[]
  public: Record<string, string[]>
  layout: string[]
  shell: Record<string, string[]>
}

// lib/token's cookie (not imported: it brings js-cookie, which this small script does without)
const TOKEN = /(?:^|;\s*)Admin-Token=([^;]+)/

/** The path the router matches (no trailing slash, any case). */
const normalise = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/'

/**
 * Whether the page shown is the home page: a guest anywhere but a public page is sent there (the
 * guard, decided in main.tsx), and so is a signed-in visitor on the login page.
 */
export function showsHome(data: RouteFiles, pathname: string, loggedIn: boolean): boolean {
  const path = normalise(pathname)
  if (data.public[path]) return path === data.home || (loggedIn && path === data.login)
  return !loggedIn || path === '/'
}

export function filesFor(data: RouteFiles, pathname: string, loggedIn: boolean): string[] {
  if (showsHome(data, pathname, loggedIn)) return data.public[data.home] ?? []
  const path = normalise(pathname)
  return data.public[path] ?? [...data.layout, ...(data.shell[path] ?? [])]
}

export function frameFor(data: RouteFiles, pathname: string, loggedIn: boolean): string {
  const path = normalise(pathname)
  if (data.auth.includes(path)) return loggedIn && path === data.login ? 'public' : 'auth'
  if (data.public[path] || !loggedIn || path === '/') return 'public'
  return 'shell'
}

/**
 * Runs `then` once the page's stylesheets are in: when parsing has ended (every <link> is known),
 * after each stylesheet's load. The logged-in shell preloads ~100 files: asked for before the
 * stylesheet, they held the static frame's first paint back by over a second on six HTTP/1.1
 * connections. A public page's dozen files go at once (this script is async).
 */
export function afterStylesheets(then: () => void, doc: Document = document): void {
  const whenParsed = (go: () => void) =>
    doc.readyState === 'loading'
      ? doc.addEventListener('readystatechange', go, { once: true })
      : go()
  whenParsed(() => {
    const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
      (link) => !link.sheet,
    )
    let left = pending.length
    if (!left) return then()
    const one = () => {
      left -= 1
      if (left === 0) then()
    }
    for (const link of pending) {
      link.addEventListener('load', one, { once: true })
      link.addEventListener('error', one, { once: true })
    }
  })
}

// js-cookie's decoding of a value
function cookieValue(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  try {
    return raw.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent)
  } catch {
    return raw
  }
}

function preload(files: string[]) {
  for (const file of files) {
    const link = document.createElement('link')
    // the same request as the one the app makes later (Vite's loader asks in CORS mode), so the
    // browser hands the preloaded answer over instead of asking again
    link.crossOrigin = ''
    if (file.endsWith('.css')) {
      link.rel = 'preload'
      link.as = 'style'
    } else link.rel = 'modulepreload'
    link.href = file
    document.head.appendChild(link)
  }
}

// login.html's prerendered page (scripts/prerender-plugin.ts) has no script of its own until the
// app has taken it over: a submission of its form (which itself sends nothing), and the last
// button pressed, are noted here for the app to repeat (features/account/login/prerendered.ts).
// Listened for on the document: the page may not be parsed yet when this runs.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target
    if (form instanceof HTMLFormElement && form.hasAttribute('data-prerendered-form'))
      form.setAttribute('data-submitted', '')
  },
  true,
)
document.addEventListener(
  'click',
  (event) => {
    const html = document.documentElement
    const root = document.getElementById('root')
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!html.dataset.prerendered || !root || !button || !root.contains(button)) return
    // a submit button's press is the submission above
    if (button.type === 'submit') return
    html.dataset.prerenderedClick = String([...root.querySelectorAll('button')].indexOf(button))
  },
  true,
)

const script = document.getElementById('route-files')
if (script?.textContent) {
  const data = JSON.parse(script.textContent) as RouteFiles
  const token = TOKEN.exec(document.cookie)?.[1]
  const loggedIn = token !== undefined
  const frame = frameFor(data, location.pathname, loggedIn)
  document.documentElement.dataset.frame = frame
  const files = filesFor(data, location.pathname, loggedIn)
  if (frame === 'shell') afterStylesheets(() => preload(files))
  else preload(files)
  // the home page's lists, behind its code (the mock build's worker is not up yet)
  if (import.meta.env.VITE_USE_MOCK !== 'true' && showsHome(data, location.pathname, loggedIn))
    sendEarlyCalls(homeFirstCalls(), import.meta.env.VITE_API_BASE_URL ?? '', cookieValue(token))
}
