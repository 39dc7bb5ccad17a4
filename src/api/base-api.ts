import { createApi, type BaseQueryFn, type NamedSchemaError } from '@reduxjs/toolkit/query/react'
import type { AxiosRequestConfig } from 'axios'
import { request, type HttpError } from './http'
import { toastError } from '../lib/feedback'
import { warnOnce } from '../lib/warn-once'

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
  background?: boolean
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

/** What the page is told when an answer does not have the shape the endpoint declares. */
export const MALFORMED = '服务器返回的数据格式不正确'

// Where in the answer the first problems are, e.g. "data: Invalid type: Expected Array but received Object".
function describe(error: NamedSchemaError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((part) => (typeof part === 'object' ? String(part.key) : String(part)))
        .join('.')
      return `${path || '(answer)'}: ${issue.message}`
    })
    .join('; ')
}

/**
 * A malformed answer fails its call like a failed call (the section shows its error state with 重试)
 * and leaves one console warning per endpoint naming what was wrong; no component sees it.
 */
export function schemaFailure(
  error: NamedSchemaError,
  { endpoint, type }: { endpoint: string; type: 'query' | 'mutation' },
): HttpError {
  warnOnce(`schema:${endpoint}`, `接口 ${endpoint} 返回的数据格式不正确：${describe(error)}`)
  // an action the user took (a login, a save) says so at once; a section shows it in place
  if (type === 'mutation') toastError(MALFORMED)
  return { status: 'SCHEMA', message: MALFORMED }
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes,
  endpoints: () => ({}),
  catchSchemaFailure: (error, info) => schemaFailure(error, info),
})
