import type { Notice } from '../../api/sys-notice'
import { enumFilter, textFilter, type ListState } from '../../components/list/list-state'
import { NOTICE_CATEGORIES, type NoticeCategory } from './notice-kind'

/** The category filter: 'all' shows every category the home page uses. */
export const categoryChoices = ['all', ...NOTICE_CATEGORIES] as const

/** The URL of 通知管理: category, title, page and size (behaviour B9.3: sizes 10, 20, 30, 50). */
export const noticeListSpec = {
  filters: {
    type: enumFilter(categoryChoices, 'all'),
    title: textFilter(),
  },
  pageSizes: [10, 20, 30, 50],
}

export type NoticeListState = ListState<typeof noticeListSpec.filters>

/**
 * GetIndexPageListNotice answers a plain list of one Type, at most `limit`: the page asks each
 * category for this many and filters and pages on the client.
 */
export const NOTICE_LIMIT = 1000

/** The categories a filter value asks for. */
export function categoriesOf(type: NoticeListState['filters']['type']): NoticeCategory[] {
  return type === 'all' ? [...NOTICE_CATEGORIES] : [type]
}

/**
 * A notice of the list, with the category it was asked under and a key unique across them (its
 * code, or its place in the category's answer when it has none).
 */
export interface NoticeRow extends Notice {
  category: NoticeCategory
  key: string
}

/** One category's answer. */
export interface CategoryList {
  category: NoticeCategory
  notices: readonly Notice[]
}

/**
 * The rows of the asked categories: one category keeps the backend's order; several are merged,
 * newest release first (times are YYYY-MM-DD HH:mm:ss text; an empty or 1900 date goes last).
 */
export function noticeRows(lists: readonly CategoryList[]): NoticeRow[] {
  const rows = lists.flatMap(({ category, notices }) =>
    notices.map((n, i) => ({
      ...n,
      category,
      key: n.noticeSysCode ? `${category}:${n.noticeSysCode}` : `${category}#${i}`,
    })),
  )
  if (lists.length < 2) return rows
  return rows.sort((a, b) => (b.releaseTime ?? '').localeCompare(a.releaseTime ?? ''))
}

/** The rows whose title holds `title` (trimmed, any letter case); every row when it is empty. */
export function filterByTitle<T extends Pick<Notice, 'noticeTitle'>>(
  rows: T[],
  title: string,
): T[] {
  const wanted = title.trim().toLowerCase()
  if (!wanted) return rows
  return rows.filter((row) => row.noticeTitle.toLowerCase().includes(wanted))
}

/** One page of rows, and how many there are in all. */
export function pageOf<T>(rows: T[], page: number, size: number): { rows: T[]; total: number } {
  const start = (Math.max(1, page) - 1) * size
  return { rows: rows.slice(start, start + size), total: rows.length }
}

/** What the table shows for a list state: the asked categories, filtered by title, one page. */
export function noticePage(
  lists: readonly CategoryList[],
  { filters, page, size }: NoticeListState,
): { rows: NoticeRow[]; total: number } {
  return pageOf(filterByTitle(noticeRows(lists), filters.title), page, size)
}
