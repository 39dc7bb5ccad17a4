import type { NewsListQuery } from '../../api/base-news'

/** Page sizes of the news list (spec 9). */
export const NEWS_PAGE_SIZES = [10, 20, 30, 50]

export interface NewsListState {
  typeId: 1 | 2
  keyword: string
  page: number
  size: number
}

/** Reads the list state from the URL query, so back and refresh keep page and keyword. */
export function readNewsListState(params: URLSearchParams): NewsListState {
  const page = Math.floor(Number(params.get('page')))
  const size = Number(params.get('size'))
  return {
    typeId: params.get('typeId') === '2' ? 2 : 1,
    keyword: (params.get('keyword') ?? '').trim(),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    size: NEWS_PAGE_SIZES.includes(size) ? size : NEWS_PAGE_SIZES[0],
  }
}

/** The URL query of a list state; defaults are left out to keep links short. */
export function newsListSearch(state: NewsListState): URLSearchParams {
  const params = new URLSearchParams({ typeId: String(state.typeId) })
  if (state.keyword) params.set('keyword', state.keyword)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.size !== NEWS_PAGE_SIZES[0]) params.set('size', String(state.size))
  return params
}

/** The paged-news body the backend expects (spec 3): newest first. */
export function newsListBody(state: NewsListState): NewsListQuery {
  return {
    search: { typeid: state.typeId, keyword: state.keyword },
    pageIndex: state.page,
    pageRows: state.size,
    sortField: 'ReleaseTime',
    sortType: 'desc',
  }
}

export const newsTypeTitle = (typeId: 1 | 2) => (typeId === 2 ? '政策法规' : '新闻动态')
