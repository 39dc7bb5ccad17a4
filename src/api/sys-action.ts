import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { MenuItem } from './types'

const C = '/Api/SysConfig/sys_action'

export const sysActionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_action/GetUserMenuList */
    getUserMenuList: build.query<ApiResult<MenuItem[]>, void>({
      query: () => ({ url: `${C}/GetUserMenuList` }),
      providesTags: ['Menu'],
    }),
    /** POST /Api/SysConfig/sys_action/GetUserActionValue */
    getUserActionValue: build.query<ApiResult<string[]>, void>({
      query: () => ({ url: `${C}/GetUserActionValue` }),
      providesTags: ['Action'],
    }),
  }),
})

export const { useGetUserMenuListQuery, useGetUserActionValueQuery } = sysActionApi
