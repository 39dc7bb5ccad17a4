import { baseApi } from './base-api'
import type { ApiResult } from './http'

const C = '/Api/SysConfig/sys_message'

export const sysMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_message/GetNoReadCount */
    getNoReadCount: build.query<ApiResult<number>, void>({
      query: () => ({ url: `${C}/GetNoReadCount` }),
      providesTags: ['UnreadCount'],
    }),
  }),
})

export const { useGetNoReadCountQuery } = sysMessageApi
