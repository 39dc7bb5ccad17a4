import * as v from 'valibot'
import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { checked, count, envelope, id, list, maybe } from './schema'
import type { Id } from './types'

const C = '/Api/Fp_Manage/Fp_modelinfo'

/** A showcase model entry; the spec shows no fields, so only likely ones are named. */
export interface ModelInfo {
  id?: Id
  name?: string
  cover?: string
  url?: string
  introduce?: string
  sort?: number
  [field: string]: unknown
}

const modelRow = v.looseObject({
  id: maybe(id),
  name: maybe(v.string()),
  cover: maybe(v.string()),
  url: maybe(v.string()),
  introduce: maybe(v.string()),
  sort: maybe(count),
})

export const fpModelinfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList */
    getShowModelInfoDataList: build.query<ApiResult<ModelInfo[]>, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/GetShowModelInfoDataList`, data: data ?? {} }),
      responseSchema: checked(envelope(list(modelRow))),
      providesTags: ['Model'],
    }),
  }),
})

export const { useGetShowModelInfoDataListQuery } = fpModelinfoApi
