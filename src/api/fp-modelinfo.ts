import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { Id } from './types'

const C = '/Api/Fp_Manage/Fp_modelinfo'

/** A showcase model entry; the spec shows no fields, so only likely ones are named. */
export interface ModelInfo {
  id?: Id
  name?: string
  cover?: string
  url?: string
  [field: string]: unknown
}

export const fpModelinfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList */
    getShowModelInfoDataList: build.query<ApiResult<ModelInfo[]>, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/GetShowModelInfoDataList`, data: data ?? {} }),
      providesTags: ['Model'],
    }),
  }),
})

export const { useGetShowModelInfoDataListQuery } = fpModelinfoApi
