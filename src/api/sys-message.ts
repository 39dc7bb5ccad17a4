import * as v from 'valibot'
import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { checked, count, envelope, id, list, maybe } from './schema'
import type { Id, PageData } from './types'

/** Where a message points: messageUrl is this object as a JSON string. */
export interface MessageLink {
  pc?: { type?: string | number; value?: { path: string; query?: Record<string, string> } }
}

export interface Message {
  id: Id
  title?: string
  content?: string
  isRead: 0 | 1
  /** JSON string of MessageLink */
  messageUrl?: string
  TempleteType?: number | string
  createTime?: string
}

const C = '/Api/SysConfig/sys_message'

/** What a message row must have: an id to mark it read by and its read state (1 read, else unread). */
const messageRow = v.looseObject({
  id,
  title: maybe(v.string()),
  content: maybe(v.string()),
  isRead: v.pipe(
    count,
    v.transform((n): 0 | 1 => (n === 1 ? 1 : 0)),
  ),
  messageUrl: maybe(v.string()),
  TempleteType: maybe(id),
  createTime: maybe(v.string()),
})

/** data.models + data.totalCount; without a total, at least the rows that came. */
const messagePage = v.pipe(
  v.looseObject({ models: list(messageRow), totalCount: maybe(count) }),
  v.transform((page) => ({ ...page, totalCount: page.totalCount ?? page.models.length })),
)

/** The unread count; a backend with nothing unread may send null. */
const unreadCount = v.pipe(
  v.nullish(count),
  v.transform((n) => n ?? 0),
)

/** GetMessagePage body (capital Search, IsRead, TempleteType as the backend spells them). */
export interface MessageListQuery {
  Search: { key?: string; IsRead?: 0 | 1 | ''; TempleteType?: number | string | '' }
  pageIndex: number
  pageRows: number
}

/**
 * SetIsRead's argument: the message. `batch` marks one call of several (标为已读 over selected
 * rows): it refreshes neither the list nor the unread count, and is not sent; the caller
 * invalidates `MESSAGE_TAGS` once after the last call.
 */
export type SetIsReadArg = Message & { batch?: boolean }

/** What a read message changes: the lists and the unread count. */
export const MESSAGE_TAGS = ['Message', 'UnreadCount'] as const

export const sysMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_message/GetNoReadCount */
    getNoReadCount: build.query<ApiResult<number>, void>({
      query: () => ({ url: `${C}/GetNoReadCount` }),
      responseSchema: checked(envelope(unreadCount)),
      providesTags: ['UnreadCount'],
    }),
    /** POST /Api/SysConfig/sys_message/GetMessagePage */
    getMessagePage: build.query<ApiResult<PageData<Message>>, MessageListQuery>({
      query: (data) => ({ url: `${C}/GetMessagePage`, data }),
      responseSchema: checked(envelope(messagePage)),
      providesTags: ['Message'],
    }),
    /** POST /Api/SysConfig/sys_message/SetIsRead */
    setIsRead: build.mutation<ApiResult<unknown>, SetIsReadArg>({
      // the whole message goes back with isRead 1
      query: ({ batch: _batch, ...message }) => ({
        url: `${C}/SetIsRead`,
        data: { ...message, isRead: 1 },
      }),
      // one of a batch refreshes nothing: the caller invalidates once after the last one
      invalidatesTags: (_result, _error, { batch }) => (batch ? [] : [...MESSAGE_TAGS]),
    }),
  }),
})

export const { useGetNoReadCountQuery } = sysMessageApi

export const { useGetMessagePageQuery, useSetIsReadMutation } = sysMessageApi
