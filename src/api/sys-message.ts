import { baseApi } from './base-api'
import type { ApiResult } from './http'
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

/** GetMessagePage body (capital Search, IsRead, TempleteType as the backend spells them). */
export interface MessageListQuery {
  Search: { key?: string; IsRead?: 0 | 1 | ''; TempleteType?: number | string | '' }
  pageIndex: number
  pageRows: number
}

export const sysMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_message/GetNoReadCount */
    getNoReadCount: build.query<ApiResult<number>, void>({
      query: () => ({ url: `${C}/GetNoReadCount` }),
      providesTags: ['UnreadCount'],
    }),
    /** POST /Api/SysConfig/sys_message/GetMessagePage */
    getMessagePage: build.query<ApiResult<PageData<Message>>, MessageListQuery>({
      query: (data) => ({ url: `${C}/GetMessagePage`, data }),
      providesTags: ['Message'],
    }),
    /** POST /Api/SysConfig/sys_message/SetIsRead */
    setIsRead: build.mutation<ApiResult<unknown>, Message>({
      // the whole message goes back with isRead 1
      query: (message) => ({ url: `${C}/SetIsRead`, data: { ...message, isRead: 1 } }),
      invalidatesTags: ['Message', 'UnreadCount'],
    }),
  }),
})

export const { useGetNoReadCountQuery } = sysMessageApi

export const { useGetMessagePageQuery, useSetIsReadMutation } = sysMessageApi
