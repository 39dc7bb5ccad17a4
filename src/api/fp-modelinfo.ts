import * as v from 'valibot'
import { baseApi, unwrap } from './base-api'
import { answer, record } from './answer'
import { list, maybe } from './schema'

const C = '/Api/Fp_Manage/Fp_modelinfo'

/**
 * A showcase module of the dashboard's 功能模块 card. The spec shows none of its fields: all four
 * are assumptions (docs/backend-contract.md); a module with neither name nor cover is not shown.
 */
const modelRow = record({
  name: maybe(v.string()),
  cover: maybe(v.string()),
  url: maybe(v.string()),
  introduce: maybe(v.string()),
})
export type ModelInfo = v.InferOutput<typeof modelRow>

export const fpModelinfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList */
    getShowModelInfoDataList: build.query<ModelInfo[], Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/GetShowModelInfoDataList`, data: data ?? {} }),
      ...unwrap(answer('Fp_modelinfo/GetShowModelInfoDataList', list(modelRow))),
      providesTags: ['Model'],
    }),
  }),
})

export const { useGetShowModelInfoDataListQuery } = fpModelinfoApi
