import { createApi, type BaseQueryFn, type NamedSchemaError } from '@reduxjs/toolkit/query/react'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { AxiosRequestConfig } from 'axios'
import { request, type ApiResult, type HttpError } from './http'
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

// Components get plain data. An endpoint checks the whole answer, envelope and data, with its
// rawResponseSchema (one of the helpers below, around `answer(...)` of answer.ts); then its
// transformResponse takes the payload out: the data, or the page { rows, total } of a paged list.
// The envelope's error fields (success, errorCode, msg) were handled before, by the request layer.
// A mutation whose caller shows the backend's msg (an acknowledgement) keeps the envelope.

/** One page of a paged list: its rows and the count of all of them. */
export interface Page<T> {
  rows: T[]
  total: number
}

/** The payload of an answer: its data. */
export function dataOf<T>(answer: ApiResult<T>): T {
  return answer.data
}

/** The text an answer carries in msg ('' when none): where GetwwwrootUrl answers its url. */
export function msgOf(answer: ApiResult<unknown>): string {
  return typeof answer.msg === 'string' ? answer.msg : ''
}

/** An upload's stored-file url: data, or msg where a deployment answers it there ('' when neither). */
export function dataOrMsg(answer: ApiResult<string | undefined>): string {
  return answer.data || answer.msg || ''
}

// the count when the answer gives a usable one (no fewer than the rows that came); otherwise at
// least the rows that came
function pageOf<T>(rows: T[], total: number | undefined): Page<T> {
  const count = Number(total)
  return {
    rows,
    total:
      total !== undefined && Number.isFinite(count) && count >= rows.length ? count : rows.length,
  }
}

/** Endpoint options: checks the answer with `schema`, then gives the component its data. */
export function unwrap<T>(schema: StandardSchemaV1<ApiResult<T>>) {
  return { rawResponseSchema: schema, transformResponse: (answer: ApiResult<T>) => answer.data }
}

/**
 * Endpoint options of a list paged as data.models and data.totalCount (GetUserList,
 * GetRoleListPage ...): checks the answer with `schema`, then gives the component the page.
 */
export function pageOfModels<T>(
  schema: StandardSchemaV1<ApiResult<{ models: T[]; totalCount?: number }>>,
) {
  return {
    rawResponseSchema: schema,
    transformResponse: ({ data }: ApiResult<{ models: T[]; totalCount?: number }>): Page<T> =>
      pageOf(data.models, data.totalCount),
  }
}

/** A list answered as data.models + data.totalCount, or as the rows in data (rowsEitherWay). */
export type EitherPage<T> = T[] | { models: T[]; totalCount?: number }

/**
 * Endpoint options of a list whose documentation admits both paged shapes (contract/readings.ts):
 * data.models with data.totalCount, or the rows in data with the envelope's total.
 */
export function pageEitherWay<T>(schema: StandardSchemaV1<ApiResult<EitherPage<T>>>) {
  return {
    rawResponseSchema: schema,
    transformResponse: ({ data, total }: ApiResult<EitherPage<T>>): Page<T> =>
      Array.isArray(data) ? pageOf(data, total) : pageOf(data.models, data.totalCount ?? total),
  }
}

/**
 * Endpoint options of a list paged as data (the rows) and the envelope's total
 * (GetNewsPageListByTypeId, the resource lists): checks the answer, then gives the page.
 */
export function pageOfTotal<T>(schema: StandardSchemaV1<ApiResult<T[]>>) {
  return {
    rawResponseSchema: schema,
    transformResponse: ({ data, total }: ApiResult<T[]>): Page<T> => pageOf(data, total),
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
