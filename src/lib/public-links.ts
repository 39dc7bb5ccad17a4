import type { News } from '../api/base-news'
import type { Notice } from '../api/sys-notice'
import type { Link } from '../api/types'
import { hrefs, paths } from './paths'

/** What a click on a public item does: an in-app route, a new tab, or nothing. */
export type LinkAction =
  { kind: 'route'; to: string } | { kind: 'window'; url: string } | { kind: 'none' }

const FIRST_CLASS = '第一课堂'

// A bare host such as www.example.cn or 10.0.0.8:8080/x (the backend stores links as typed).
const BARE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|\d{1,3})(?::\d{1,5})?(?:[/?#].*)?$/i

/** Where an external link may go: http(s), protocol-relative and site paths; bare hosts get http://. */
export function externalUrl(url: string | undefined): string | null {
  const value = (url ?? '').trim()
  if (!value || value === '#') return null
  if (/^https?:\/\//i.test(value) || value.startsWith('//') || value.startsWith('/')) return value
  // any other scheme (javascript:, data:, vbscript:, file: ...) never leaves the site
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value)) return null
  return BARE_HOST.test(value) ? `http://${value}` : null
}

function external(url: string | undefined): LinkAction {
  const target = externalUrl(url)
  return target ? { kind: 'window', url: target } : { kind: 'none' }
}

// Pages of this app a link group may name; other site paths (files under /mock, a download ...)
// are not routes and still open in a new window.
const APP_PAGES: string[] = [
  paths.home,
  paths.company,
  paths.newsList,
  paths.newsItem,
  paths.noticeItem,
  paths.firstClass,
  paths.login,
  paths.register,
  paths.dashboard,
]

/** The in-app path of a url on this site (same origin, or a known page path), else null. */
export function appPath(url: string | undefined): string | null {
  const target = externalUrl(url)
  if (!target || target.startsWith('//')) return null
  let parsed: URL
  try {
    parsed = new URL(target, window.location.origin)
  } catch {
    return null
  }
  if (parsed.origin !== window.location.origin) return null
  const pathname = parsed.pathname.replace(/\/+$/, '') || '/'
  if (pathname !== '/' && !APP_PAGES.includes(pathname)) return null
  return (pathname === paths.root ? paths.home : pathname) + parsed.search + parsed.hash
}

/**
 * Link groups (behaviour B2.13): 第一课堂 goes to /firstclassindex and links to this site's own pages
 * stay in the tab as routes; other links open their URL in a new window; empty or "#" does nothing.
 */
export function linkAction(link: Pick<Link, 'pcLinkName' | 'linkName' | 'pcLinkUrl'>): LinkAction {
  const name = (link.pcLinkName || link.linkName || '').trim()
  if (name === FIRST_CLASS) return { kind: 'route', to: paths.firstClass }
  const path = appPath(link.pcLinkUrl)
  return path ? { kind: 'route', to: path } : external(link.pcLinkUrl)
}

/**
 * Whether an in-app route is the page being shown: same path, and every query value the route
 * names is in the current query (so /newslist?typeId=1 and ?typeId=2 are different pages).
 */
export function isCurrentRoute(to: string, location: { pathname: string; search: string }) {
  const target = new URL(to, 'http://app.local')
  const here = new URL(location.pathname + location.search, 'http://app.local')
  const path = (url: URL) => url.pathname.replace(/\/+$/, '') || '/'
  if (path(target) !== path(here)) return false
  return [...target.searchParams].every(([key, value]) => here.searchParams.get(key) === value)
}

/**
 * Notices: type 1 opens /viewnoticeitem in a new tab, type 2 its external noticeUrl; a notice
 * without its code (or url) does nothing.
 */
export function noticeAction(
  notice: Pick<Notice, 'noticeType' | 'noticeSysCode' | 'noticeUrl'>,
): LinkAction {
  if (Number(notice.noticeType) === 2) return external(notice.noticeUrl)
  const code = notice.noticeSysCode?.trim()
  return code ? { kind: 'window', url: hrefs.noticeItem(code) } : { kind: 'none' }
}

/**
 * News: releaseType 0 opens /newsitem in a new tab, releaseType 1 its external linkURL; a news
 * item without its id (or link) does nothing.
 */
export function newsAction(news: Pick<News, 'releaseType' | 'id' | 'linkURL'>): LinkAction {
  if (Number(news.releaseType) === 1) return external(news.linkURL)
  if (news.id === undefined || String(news.id).trim() === '') return { kind: 'none' }
  return { kind: 'window', url: hrefs.newsItem(news.id) }
}

/** Carries out a LinkAction; `navigate` handles in-app routes. */
export function runLinkAction(action: LinkAction, navigate: (to: string) => void): void {
  if (action.kind === 'route') navigate(action.to)
  else if (action.kind === 'window') window.open(action.url, '_blank', 'noopener,noreferrer')
}
