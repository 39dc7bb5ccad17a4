import { baseApi, dataOf, unwrap } from './base-api'
import { answer } from './answer'
import { newsRow, type News } from './public-rows'
import type { Id } from './types'

// The news calls' answers (behaviour B3.9): a news item is public-rows.ts's newsRow.
export { newsRow, type News }

const C = '/Api/Base_Manage/Base_News'

/**
 * Paged news body (behaviour B3.14): sorted by ReleaseTime descending. Answers carry the list in
 * data and the count in total.
 */
export interface NewsListQuery {
  search: { typeid?: Id; keyword?: string }
  pageIndex: number
  pageRows: number
  sortField: 'ReleaseTime'
  sortType: 'desc' | 'asc'
}

/** GetTheData body: isread 1 counts the view. */
export interface NewsDetailBody {
  id: Id
  isread?: 0 | 1
}

export const baseNewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Base_Manage/Base_News/GetTheData */
    getNewsDetail: build.query<News, NewsDetailBody>({
      // failures show msg as a warning in the page, so the request layer stays silent
      query: (body) => ({ url: `${C}/GetTheData`, data: { isread: 1, ...body }, silent: true }),
      ...unwrap(answer('Base_News/GetTheData', newsRow)),
      providesTags: ['News'],
    }),
    /** POST /Api/Base_Manage/Base_News/GetLatestNewsItems */
    getLatestNewsItems: build.query<unknown, Record<string, unknown> | void>({
      // not read: the home page lists news by type (GetNewsListByTypeId)
      query: (data) => ({ url: `${C}/GetLatestNewsItems`, data: data ?? {} }),
      transformResponse: dataOf,
      providesTags: ['News'],
    }),
    /** POST /Api/Base_Manage/Base_News/GetLatestNewsDataList */
    getLatestNewsDataList: build.query<unknown, NewsListQuery>({
      // not read: /newslist pages with GetNewsPageListByTypeId
      query: (data) => ({ url: `${C}/GetLatestNewsDataList`, data }),
      transformResponse: dataOf,
      providesTags: ['News'],
    }),
  }),
})

export const { useGetNewsDetailQuery, useGetLatestNewsItemsQuery, useGetLatestNewsDataListQuery } =
  baseNewsApi
