import type { NewsListQuery } from './base-news'

/** A first page of 新闻动态 as /newslist asks for it: what the API tests send for a paged list. */
export const NEWS_PAGE_BODY: NewsListQuery = {
  search: { typeid: 1 },
  pageIndex: 1,
  pageRows: 10,
  sortField: 'ReleaseTime',
  sortType: 'desc',
}
