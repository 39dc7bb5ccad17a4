import * as v from 'valibot'
import { courseList, newsRow, noticeRow, type TrainRes } from '../api/public-rows'
import { envelope, isEnvelopeError, list } from '../api/schema'
import { studyCountText } from '../components/course-card-count'
import {
  peekEarlyAnswer,
  sendEarlyCalls,
  type EarlyAnswer,
  type EarlyCall,
} from '../lib/early-answers'
import { afterFirstFrame, filesFor, readRouteFiles, startApp } from './route-files'
import { tokenFromCookie } from '../lib/token-cookie'
import { homeFirstCalls, homeFirstCallsByName } from '../features/home/first-calls'
import { newsItems, noticeItems, type HomeListItem } from '../features/home/home-list-items'
import { bannerSlides } from '../features/home/home-link-data'
import { linkRow } from '../api/types'

// home.html is the home page rendered at build time for a guest, every section loading
// (scripts/prerender-plugin.ts). Its own first script (src/boot/home-fill.ts, this module) puts the
// lists in as soon as the page's early calls have answered: the notices, the news, the hot courses
// and the banner's first picture (a phone's largest element; not a link until the app has the
// page) are on screen before the app has started. It writes the markup the app renders for the
// same answers, from templates the build rendered with the app's own components (HomeListEntry,
// CourseCard, HomeBannerCarousel) and placeholders; home-prerendered.test.tsx checks both are the
// same. The app's first page then replaces the whole prerendered page (main.tsx); its route loader
// waits for these answers (route-loader.ts), so the lists never go back to loading. An answer the
// app would refuse (not 2xx JSON, an envelope error, a shape its endpoint does not accept) or an
// empty list leaves the section loading: the app says why.

/** The placeholders the build renders the templates with; each is replaced as a whole value. */
export const SLOT = {
  title: '\u2063title',
  date: '\u2063date',
  url: '\u2063url',
  name: '\u2063name',
  cover: '\u2063cover',
  /** a course's studyCountText for this count */
  count: 987654321,
} as const

/** The templates home.html carries (<template data-home-fill="name">), one entry each. */
export type TemplateName =
  | 'list-link-date'
  | 'list-link'
  | 'list-text-date'
  | 'list-text'
  | 'course-cover'
  | 'course-plain'
  | 'banner'

/** The list sections: the section's id (aria-labelledby `${id}-title`), its call and its items. */
const LISTS = [
  { id: 'home-notice-4', call: 'notice4', items: (d: unknown) => noticeItems(rows(d, notices)) },
  { id: 'home-notice-5', call: 'notice5', items: (d: unknown) => noticeItems(rows(d, notices)) },
  { id: 'home-news-1', call: 'news1', items: (d: unknown) => newsItems(rows(d, news)) },
  { id: 'home-news-2', call: 'news2', items: (d: unknown) => newsItems(rows(d, news)) },
] as const
const notices = envelope(list(noticeRow))
const news = envelope(list(newsRow))
const courses = envelope(courseList)
const links = envelope(list(linkRow))

// thrown for an answer the app would refuse: the section stays as it is
const REFUSED = new Error('refused')

function rows<T>(body: unknown, schema: v.GenericSchema<unknown, { data: T[] }>): T[] {
  const parsed = v.safeParse(schema, body)
  if (!parsed.success || isEnvelopeError(parsed.output as { success?: boolean })) throw REFUSED
  return parsed.output.data
}

/** The answer's JSON body, when it is one the request layer accepts. */
function bodyOf(answer: EarlyAnswer | null): unknown {
  if (!answer || answer.status < 200 || answer.status >= 300) throw REFUSED
  try {
    return JSON.parse(answer.body)
  } catch {
    throw REFUSED
  }
}

/** A copy of the template's entry with each placeholder replaced (attributes and text). */
function entry(
  doc: Document,
  name: TemplateName,
  values: Map<string, string>,
  root = 'li',
): Element {
  const template = doc.querySelector<HTMLTemplateElement>(`template[data-home-fill="${name}"]`)
  // the entry is the template's <li> (the build renders it inside the app's providers)
  const node = template?.content.querySelector(root)?.cloneNode(true) as Element | undefined
  if (!node) throw REFUSED
  const walker = doc.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT)
  const comments: Node[] = []
  for (let at: Node | null = node; at; at = walker.nextNode()) {
    // renderToString's <!-- --> between two texts: the app's DOM has two text nodes, no comment
    if (at.nodeType === Node.COMMENT_NODE) comments.push(at)
    if (!(at instanceof Element)) continue
    for (const attribute of [...at.attributes]) {
      const value = values.get(attribute.value)
      if (value !== undefined) attribute.value = value
    }
    for (const child of at.childNodes) {
      const value =
        child.nodeType === Node.TEXT_NODE ? values.get(child.nodeValue ?? '') : undefined
      if (value !== undefined) child.nodeValue = value
    }
  }
  comments.forEach((comment) => comment.parentNode?.removeChild(comment))
  return node
}

function listOf(doc: Document, items: HomeListItem[]): Element {
  const ul = doc.createElement('ul')
  ul.className = 'home-list'
  for (const item of items) {
    if (item.action.kind === 'route') throw REFUSED
    const kind = item.action.kind === 'window' ? 'link' : 'text'
    const name = `list-${kind}${item.date ? '-date' : ''}`
    const values = new Map<string, string>([
      [SLOT.title, item.title],
      [SLOT.date, item.date],
    ])
    if (item.action.kind === 'window') values.set(SLOT.url, item.action.url)
    ul.appendChild(entry(doc, name as TemplateName, values))
  }
  return ul
}

function gridOf(doc: Document, list: TrainRes[]): Element {
  const ul = doc.createElement('ul')
  ul.className = 'course-grid'
  const count = studyCountText({ studyCnt: SLOT.count })
  for (const course of list) {
    const values = new Map<string, string>([
      [SLOT.name, course.resName],
      [count, studyCountText(course)],
    ])
    if (course.cover) values.set(SLOT.cover, course.cover)
    ul.appendChild(entry(doc, course.cover ? 'course-cover' : 'course-plain', values))
  }
  return ul
}

/** The banner's first picture, as the app's carousel shows it. */
function bannerOf(doc: Document, body: unknown): Element {
  const [first] = bannerSlides(rows(body, links))
  if (!first) throw REFUSED
  const values = new Map<string, string>([
    [SLOT.cover, first.image],
    [SLOT.title, first.alt],
  ])
  return entry(doc, 'banner', values, '.banner-carousel')
}

/** Puts `content` in the place of the section's loading state, while the page is prerendered. */
function show(doc: Document, sectionId: string, content: () => Element): void {
  if (doc.documentElement.dataset.prerendered !== 'home') return
  const busy = doc.querySelector(`section[aria-labelledby="${sectionId}-title"] [aria-busy="true"]`)
  if (!busy) return
  try {
    busy.replaceWith(content())
  } catch (error) {
    if (error !== REFUSED) throw error
  }
}

type Answers = (call: EarlyCall) => Promise<EarlyAnswer | null> | undefined

/** Shows each list of the prerendered page and the banner's picture as its answer arrives. */
export function fillHome(doc: Document, answers: Answers = peekEarlyAnswer): Promise<void> {
  const calls = homeFirstCallsByName()
  const one = (call: EarlyCall, sectionId: string, content: (body: unknown) => Element) =>
    (answers(call) ?? Promise.resolve(null)).then((answer) =>
      show(doc, sectionId, () => {
        const items = content(bodyOf(answer))
        if (!items.childElementCount) throw REFUSED
        return items
      }),
    )
  return Promise.all([
    one(calls.banner, 'home-banner', (body) => bannerOf(doc, body)),
    ...LISTS.map(({ id, call, items }) => one(calls[call], id, (body) => listOf(doc, items(body)))),
    one(calls.hot, 'home-hot', (body) => gridOf(doc, rows(body, courses))),
  ]).then(() => undefined)
}

/** The app starts at the latest this long after the lists were asked for (ms). */
export const APP_WAIT = 1000

const parsed = (doc: Document) =>
  new Promise<void>((resolve) => {
    if (doc.readyState === 'loading')
      doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true })
    else resolve()
  })

const painted = () => new Promise<void>((resolve) => afterFirstFrame(resolve))

/**
 * home.html's first script: for a guest, asks for the first screen's lists (route-preload.ts asks
 * first when it runs first: whichever runs first sends them, before the page's code, so that what
 * the visitor came for does not wait for it) and shows each as it arrives; then asks for the
 * page's code and starts the app, whose entry and files home.html only names
 * (`link[data-app-entry]`, `link[data-app-file]`). Asked for at once, the app's code held the
 * page's first layout and the lists back by 100-200 ms (its 50 files' answers and the entry's
 * first long task on the page's one thread). It starts
 * once the lists are shown, or have failed, and a frame is painted, at the latest APP_WAIT after
 * they were asked for. A signed-in visitor, whose page is the app's, and the mock build, whose
 * backend is not up before the app, start the app at once (route-preload.ts asked for its code).
 */
export function startHome(
  doc: Document = document,
  start = (entry: string) => import(/* @vite-ignore */ entry),
): Promise<unknown> {
  const html = doc.documentElement
  const token = tokenFromCookie(doc.cookie)
  if (token !== undefined) html.dataset.signedIn = ''
  const lists =
    import.meta.env.VITE_USE_MOCK !== 'true' &&
    token === undefined &&
    html.dataset.prerendered === 'home'
  let shown = Promise.resolve()
  if (lists) {
    sendEarlyCalls(homeFirstCalls(), import.meta.env.VITE_API_BASE_URL ?? '', undefined, 'high')
    const latest = new Promise<void>((resolve) => setTimeout(resolve, APP_WAIT))
    shown = Promise.race([
      parsed(doc)
        .then(() => fillHome(doc))
        .then(painted),
      latest,
    ])
  }
  return Promise.all([shown, parsed(doc)]).then(() => {
    // a signed-in visitor's page files: route-preload.ts asked for them
    const data = lists ? readRouteFiles(doc) : null
    return startApp(data ? filesFor(data, doc.location.pathname, false) : [], doc, start)
  })
}
