import type { Link, News, Notice } from '../api/types'

/** What a click on a public item does: an in-app route, a new tab, or nothing. */
export type LinkAction =
  | { kind: 'route'; to: string }
  | { kind: 'window'; url: string }
  | { kind: 'none' }

const FIRST_CLASS = '第一课堂'

function external(url: string | undefined): LinkAction {
  const value = (url ?? '').trim()
  if (!value || value === '#') return { kind: 'none' }
  // Only web links leave the site; javascript: and friends do nothing.
  if (!/^(https?:)?\/\//i.test(value) && !value.startsWith('/')) return { kind: 'none' }
  return { kind: 'window', url: value }
}

/** Link groups (spec 2): 第一课堂 goes to /firstclassindex, others open their URL in a new window. */
export function linkAction(link: Pick<Link, 'pcLinkName' | 'linkName' | 'pcLinkUrl'>): LinkAction {
  const name = (link.pcLinkName || link.linkName || '').trim()
  if (name === FIRST_CLASS) return { kind: 'route', to: '/firstclassindex' }
  return external(link.pcLinkUrl)
}

/** Notices: type 1 opens /viewnoticeitem in a new tab, type 2 its external noticeUrl. */
export function noticeAction(notice: Pick<Notice, 'noticeType' | 'noticeSysCode' | 'noticeUrl'>): LinkAction {
  if (Number(notice.noticeType) === 2) return external(notice.noticeUrl)
  return { kind: 'window', url: `/viewnoticeitem?noticeSysCode=${encodeURIComponent(notice.noticeSysCode)}` }
}

/** News: releaseType 0 opens /newsitem in a new tab, releaseType 1 its external linkURL. */
export function newsAction(news: Pick<News, 'releaseType' | 'id' | 'linkURL'>): LinkAction {
  if (Number(news.releaseType) === 1) return external(news.linkURL)
  return { kind: 'window', url: `/newsitem?newsId=${encodeURIComponent(String(news.id))}` }
}

/** Carries out a LinkAction; `navigate` handles in-app routes. */
export function runLinkAction(action: LinkAction, navigate: (to: string) => void): void {
  if (action.kind === 'route') navigate(action.to)
  else if (action.kind === 'window') window.open(action.url, '_blank', 'noopener,noreferrer')
}
