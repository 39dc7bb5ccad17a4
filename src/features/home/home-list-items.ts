import type { News, Notice } from '../../api/public-rows'
import { formatDateTime } from '../../lib/format'
import { newsAction, noticeAction, type LinkAction } from '../../lib/public-links'
import { HOME_LIST_LIMIT } from './first-calls'

// What a home list shows of each notice and news item: the app's lists (home-news.tsx) and the
// prerendered page's first script (boot/home-prerendered.ts) map the same answers the same way.

export interface HomeListItem {
  key: string | number
  title: string
  /** '' when the answer has no usable time: no date is shown */
  date: string
  action: LinkAction
}

export const noticeItems = (rows: Notice[]): HomeListItem[] =>
  rows.slice(0, HOME_LIST_LIMIT).map((n, i) => ({
    key: n.noticeSysCode ?? `at-${i}`,
    title: n.noticeTitle || '（无标题）',
    date: formatDateTime(n.releaseTime),
    action: noticeAction(n),
  }))

export const newsItems = (rows: News[]): HomeListItem[] =>
  rows.slice(0, HOME_LIST_LIMIT).map((n, i) => ({
    key: n.id ?? `at-${i}`,
    title: n.fullHead || '（无标题）',
    date: formatDateTime(n.releaseTime),
    action: newsAction(n),
  }))
