import type { NewsListQuery } from '../../api/base-news'
import { enumFilter, textFilter, type ListState } from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'

/**
 * The URL of /newslist: typeId (1 新闻动态, 2 政策法规; always written, the top navigation
 * matches on it), keyword, page and size (behaviour B9.3: 10, 20, 30, 50).
 */
export const newsListSpec = {
  filters: { typeId: enumFilter([1, 2], 1, { always: true }), keyword: textFilter() },
  pageSizes: [10, 20, 30, 50],
}

export type NewsListState = ListState<typeof newsListSpec.filters>

/** The paged-news body the backend expects (behaviour B3.14): newest first. */
export function newsListBody({ filters, page, size }: NewsListState): NewsListQuery {
  return {
    search: { typeid: filters.typeId, keyword: filters.keyword },
    ...pagingFields('pageIndex/pageRows', { page, size }),
    sortField: 'ReleaseTime',
    sortType: 'desc',
  }
}

export const newsTypeTitle = (typeId: 1 | 2) => (typeId === 2 ? '政策法规' : '新闻动态')

/** Whether a typeId of the URL names one of the two lists (none given means 新闻动态). */
export const isNewsType = (value: string | null) => value === null || value === '1' || value === '2'
