import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import type { AxiosRequestConfig } from 'axios'
import { request, type HttpError } from './http'

export interface QueryArgs {
  url: string
  method?: 'GET' | 'POST'
  /** URL query string */
  params?: AxiosRequestConfig['params']
  /** JSON body, or FormData for uploads */
  data?: unknown
  headers?: Record<string, string>
  responseType?: 'json' | 'blob'
  silent?: boolean
}

// Every endpoint goes through the one axios instance and its envelope rules.
const axiosBaseQuery: BaseQueryFn<QueryArgs, unknown, HttpError> = async (args) => {
  try {
    const data = await request({ method: 'POST', ...args })
    return { data }
  } catch (error) {
    return { error: error as HttpError }
  }
}

export const tagTypes = [
  'Session',
  'User',
  'UserCount',
  'Company',
  'Org',
  'Post',
  'OrgPost',
  'Role',
  'Action',
  'Menu',
  'Notice',
  'Message',
  'UnreadCount',
  'News',
  'Link',
  'Model',
  'Exam',
  'Project',
  'TrainRes',
  'AuditHistory',
  'Note',
  'Study',
  'ResDir',
  'Travel',
] as const

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes,
  endpoints: () => ({}),
})
