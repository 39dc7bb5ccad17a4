// Which built files each path needs (written into the page at build time as #route-files, by
// scripts/route-preload-plugin.ts from the route table, scripts/route-table.ts), and how a page's
// first script asks for them: route-preload.ts on every page, and home.html's own script
// (home-prerendered.ts) once its lists are shown. Imports nothing: those scripts stay small.

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
 * after each stylesheet's load. The logged-in shell preloads 50-70 files: asked for before the
 * stylesheet, they (~100 then) held the static frame's first paint back by over a second on six
 * HTTP/1.1 connections. A public page's dozen files go at once (this script is async).
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

/** Asks for `files` now, as the app will ask for them (modulepreload, or a stylesheet preload). */
export function preload(files: string[], doc: Document = document): void {
  for (const file of files) {
    const link = doc.createElement('link')
    // the same request as the one the app makes later (Vite's loader asks in CORS mode), so the
    // browser hands the preloaded answer over instead of asking again
    link.crossOrigin = ''
    if (file.endsWith('.css')) {
      link.rel = 'preload'
      link.as = 'style'
    } else link.rel = 'modulepreload'
    link.href = file
    doc.head.appendChild(link)
  }
}

/** The page's table (#route-files), or null in a page without one (development). */
export function readRouteFiles(doc: Document = document): RouteFiles | null {
  const script = doc.getElementById('route-files')
  return script?.textContent ? (JSON.parse(script.textContent) as RouteFiles) : null
}

/**
 * Starts the app of a prerendered page (login.html, home.html), which names the app's entry and
 * the files it imports without asking for them (`link[data-app-entry]`, `link[data-app-file]`,
 * scripts/prerender-plugin.ts): asks for them and `page`'s own files, then imports the entry.
 * Nothing to start (undefined) in a page that loads the app itself.
 */
export function startApp(
  page: string[],
  doc: Document = document,
  start = (entry: string) => import(/* @vite-ignore */ entry),
): Promise<unknown> | undefined {
  const entry = doc.querySelector<HTMLLinkElement>('link[data-app-entry]')
  if (!entry) return undefined
  const named = [...doc.querySelectorAll('link[data-app-entry], link[data-app-file]')]
  preload([...named.map((link) => link.getAttribute('href') ?? ''), ...page], doc)
  return start(entry.href)
}

/**
 * Runs `then` once the page has had its first frame (what it shows is on screen), or a moment
 * later in a tab not shown, which has no frames.
 */
export function afterFirstFrame(then: () => void): void {
  let done = false
  const once = () => {
    if (!done) then()
    done = true
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
}
