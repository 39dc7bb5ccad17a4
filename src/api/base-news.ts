import { baseApi, dataOf, unwrap } from './base-api'
import * as v from 'valibot'
import { answer, record } from './answer'
import { count, id, list, maybe } from './schema'
import type { Id } from './types'

// The news calls' answers (behaviour B3.9). Every field read is documented; none is made up when
// an answer leaves it out: a news item without an id does not open, one without a time shows none.
const text = maybe(v.string())

/** A news item: releaseType 0 opens /newsitem by id, 1 its external linkURL. */
export const newsRow = record({
  id: maybe(id),
  fullHead: v.nullish(v.string(), ''),
  releaseType: maybe(count),
  linkURL: text,
  newsContent: text,
  releaseTime: text,
  releaseTimeText: text,
  coverURL: text,
  authorName: text,
  attachFiles: list(record({ url: text, name: v.nullish(v.string(), '') })),
})
export type News = v.InferOutput<typeof newsRow>

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
