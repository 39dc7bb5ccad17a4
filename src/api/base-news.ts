import { baseApi } from './base-api'
import type { ApiResult } from './http'
import * as v from 'valibot'
import { checked, count, envelope, id, list, maybe } from './schema'
import type { Id } from './types'

export interface AttachFile {
  url: string
  name: string
}

export interface News {
  id: Id
  releaseType?: number
  linkURL?: string
  newsContent?: string
  category?: string
  releaseTime?: string
  releaseTimeText?: string
  coverURL?: string
  attachFiles?: AttachFile[]
  fullHead: string
  authorName?: string
  typeid?: Id
}

/** What a news row must have: an id to open it by and a headline (the rest is read defensively). */
export const newsRow = v.looseObject({
  id,
  fullHead: v.string(),
  releaseType: maybe(count),
  linkURL: maybe(v.string()),
  newsContent: maybe(v.string()),
  releaseTime: maybe(v.string()),
  coverURL: maybe(v.string()),
  authorName: maybe(v.string()),
  attachFiles: maybe(list(v.looseObject({ url: v.string(), name: v.string() }))),
})

/** A list of news (the home lists and the paged list: the count comes in total). */
export const newsList = checked(envelope(list(newsRow)))

const C = '/Api/Base_Manage/Base_News'

/** Paged news body (spec 3): sorted by ReleaseTime descending. Answers carry the list in data and the count in total. */
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
    getTheData: build.query<ApiResult<News>, NewsDetailBody>({
      // failures show msg as a warning in the page, so the request layer stays silent
      query: (body) => ({ url: `${C}/GetTheData`, data: { isread: 1, ...body }, silent: true }),
      responseSchema: checked(envelope(newsRow)),
      providesTags: ['News'],
    }),
    /** POST /Api/Base_Manage/Base_News/GetLatestNewsItems */
    getLatestNewsItems: build.query<ApiResult<News[]>, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/GetLatestNewsItems`, data: data ?? {} }),
      providesTags: ['News'],
    }),
    /** POST /Api/Base_Manage/Base_News/GetLatestNewsDataList */
    getLatestNewsDataList: build.query<ApiResult<News[]>, NewsListQuery>({
      query: (data) => ({ url: `${C}/GetLatestNewsDataList`, data }),
      providesTags: ['News'],
    }),
  }),
})

export const { useGetTheDataQuery, useGetLatestNewsItemsQuery, useGetLatestNewsDataListQuery } =
  baseNewsApi
