import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { config } from '../lib/env'
import type { Id, Link } from './types'

const C = '/Api/Ydxs/OpenApi'

/** A lecturer of the first-classroom pages; fields are not shown in the spec. */
export interface Lecturer {
  id: Id
  name?: string
  headImg?: string
  introduce?: string
  [field: string]: unknown
}

/** The OpenApi controller checks a shared secret header; name and value come from the build env. */
function secretHeader(): Record<string, string> {
  return { [config.openApiHeader]: config.openApiSecret }
}

export const ydxsOpenapiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Ydxs/OpenApi/GetFPLecturerInfoList */
    getFPLecturerInfoList: build.query<ApiResult<Lecturer[]>, Record<string, unknown> | void>({
      query: (data) => ({
        url: `${C}/GetFPLecturerInfoList`,
        data: data ?? {},
        headers: secretHeader(),
      }),
    }),
    /** POST /Api/Ydxs/OpenApi/GetFPLinkInfoList */
    getFPLinkInfoList: build.query<ApiResult<Link[]>, Record<string, unknown> | void>({
      query: (data) => ({
        url: `${C}/GetFPLinkInfoList`,
        data: data ?? {},
        headers: secretHeader(),
      }),
    }),
    /** POST /Api/Ydxs/OpenApi/GetFPLecturerDetailInfoData */
    getFPLecturerDetailInfoData: build.query<ApiResult<Lecturer>, { id: Id }>({
      query: (data) => ({ url: `${C}/GetFPLecturerDetailInfoData`, data, headers: secretHeader() }),
    }),
  }),
})

export const {
  useGetFPLecturerInfoListQuery,
  useGetFPLinkInfoListQuery,
  useGetFPLecturerDetailInfoDataQuery,
} = ydxsOpenapiApi
