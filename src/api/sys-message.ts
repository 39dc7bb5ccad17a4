import * as v from 'valibot'
import { baseApi, unwrap, type Page } from './base-api'
import { answer, echoed, record, type Answer } from './answer'
import { echo } from './echo'
import type { ApiResult } from './http'
import { count, id, list, maybe } from './schema'

/** Where a message points: messageUrl is this object as a JSON string. */
export interface MessageLink {
  pc?: { type?: string | number; value?: { path: string; query?: Record<string, string> } }
}

const C = '/Api/SysConfig/sys_message'

/**
 * A message as GetMessagePage answers it. SetIsRead sends the message back whole, as the backend
 * sent it, so the row keeps every field at run time (the backend finds the message by whatever key
 * it gave it); the app reads only these. isRead, messageUrl and TempleteType are the documented
 * ones; id, title, content and createTime are assumptions: without them the list still lists and
 * opens every message (keyed by its place on the page, titled by its type, with no date).
 */
const messageRow = echoed({
  id: maybe(id),
  title: maybe(v.string()),
  content: maybe(v.string()),
  // 1 read, 0 unread; missing means the read state is unknown (never taken as read or unread)
  isRead: maybe(
    v.pipe(
      count,
      v.transform((n): 0 | 1 => (n === 1 ? 1 : 0)),
    ),
  ),
  /** JSON string of MessageLink */
  messageUrl: maybe(v.string()),
  TempleteType: maybe(id),
  createTime: maybe(v.string()),
})
export type Message = v.InferOutput<typeof messageRow>

/**
 * GetMessagePage data, read both ways the documentation allows (contract/readings.ts): the
 * messages in data with their count in the envelope's total (the documented envelope), or
 * data.models with data.totalCount (the other paged lists' shape).
 */
const messagePage = v.union([
  list(messageRow),
  record({ models: list(messageRow), totalCount: maybe(count) }),
])

/** A count the answer gives for `rows`: a number no smaller than the rows that came. */
function countOf(total: number | undefined, rows: readonly unknown[]): number | undefined {
  return total !== undefined && Number.isFinite(total) && total >= rows.length ? total : undefined
}

/** A page of messages: the rows and, when the backend counts them, the total (undefined when not). */
export type MessagePage = Omit<Page<Message>, 'total'> & { total?: number }

/** The unread count; undefined when the answer carries none (the badge then shows no number). */
const unreadCount = maybe(count)

/** GetMessagePage body (capital Search, IsRead, TempleteType as the backend spells them). */
export interface MessageListQuery {
  Search: { key?: string; IsRead?: 0 | 1 | ''; TempleteType?: number | string | '' }
  pageIndex: number
  pageRows: number
}

/**
 * SetIsRead's argument: the message as GetMessagePage answered it. `batch` marks one call of
 * several (标为已读 over selected rows): it refreshes neither the list nor the unread count, and is
 * not sent; the caller invalidates `MESSAGE_TAGS` once after the last call.
 */
export type SetIsReadArg = Message & { batch?: boolean }

/** What a read message changes: the lists and the unread count. */
export const MESSAGE_TAGS = ['Message', 'UnreadCount'] as const

export const sysMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_message/GetNoReadCount */
    getUnreadCount: build.query<Answer<typeof unreadCount>, void>({
      query: () => ({ url: `${C}/GetNoReadCount` }),
      ...unwrap(answer('sys_message/GetNoReadCount', unreadCount)),
      providesTags: ['UnreadCount'],
    }),
    /** POST /Api/SysConfig/sys_message/GetMessagePage */
    getMessagePage: build.query<MessagePage, MessageListQuery>({
      query: (data) => ({ url: `${C}/GetMessagePage`, data }),
      // the page with the total as the answer gives it: the message list tells an unknown one
      rawResponseSchema: answer('sys_message/GetMessagePage', messagePage),
      transformResponse: ({ data, total }: ApiResult<Answer<typeof messagePage>>): MessagePage =>
        Array.isArray(data)
          ? { rows: data, total: countOf(total, data) }
          : { rows: data.models, total: countOf(data.totalCount, data.models) },
      providesTags: ['Message'],
    }),
    /** POST /Api/SysConfig/sys_message/SetIsRead */
    setIsRead: build.mutation<ApiResult<unknown>, SetIsReadArg>({
      // the whole message goes back as it came (echo.ts), with isRead 1
      query: ({ batch: _batch, ...message }) => ({
        url: `${C}/SetIsRead`,
        data: echo(message, { isRead: 1 }),
      }),
      // one of a batch refreshes nothing: the caller invalidates once after the last one
      invalidatesTags: (_result, _error, { batch }) => (batch ? [] : [...MESSAGE_TAGS]),
    }),
  }),
})

export const { useGetUnreadCountQuery } = sysMessageApi

export const { useGetMessagePageQuery, useSetIsReadMutation } = sysMessageApi
