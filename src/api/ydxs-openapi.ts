import { baseApi, dataOf } from './base-api'
import { config } from '../lib/env'
import { warnOnce } from '../lib/warn-once'
import type { Id } from './types'

// The first-classroom OpenApi calls. No page reads their answers (the spec shows none of their
// fields): they are typed unknown until a page needs one.
const C = '/Api/Ydxs/OpenApi'

/**
 * The OpenApi controller checks a shared secret header; name and value come from the build env.
 * Without a configured value no header is sent (an empty one would only hide the misconfiguration).
 */
export function secretHeader(): Record<string, string> {
  if (config.openApiSecret) return { [config.openApiHeader]: config.openApiSecret }
  if (import.meta.env.DEV) {
    warnOnce(
      'openapi-secret',
      `VITE_OPENAPI_SECRET is not set: /Api/Ydxs/OpenApi calls go without the ${config.openApiHeader} header`,
    )
  }
  return {}
}

export const ydxsOpenapiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Ydxs/OpenApi/GetFPLecturerInfoList */
    getFPLecturerInfoList: build.query<unknown, Record<string, unknown> | void>({
      query: (data) => ({
        url: `${C}/GetFPLecturerInfoList`,
        data: data ?? {},
        headers: secretHeader(),
      }),
      transformResponse: dataOf,
    }),
    /** POST /Api/Ydxs/OpenApi/GetFPLinkInfoList */
    getFPLinkInfoList: build.query<unknown, Record<string, unknown> | void>({
      query: (data) => ({
        url: `${C}/GetFPLinkInfoList`,
        data: data ?? {},
        headers: secretHeader(),
      }),
      transformResponse: dataOf,
    }),
    /** POST /Api/Ydxs/OpenApi/GetFPLecturerDetailInfoData */
    getFPLecturerDetailInfoData: build.query<unknown, { id: Id }>({
      query: (data) => ({ url: `${C}/GetFPLecturerDetailInfoData`, data, headers: secretHeader() }),
      transformResponse: dataOf,
    }),
  }),
})

export const {
  useGetFPLecturerInfoListQuery,
  useGetFPLinkInfoListQuery,
  useGetFPLecturerDetailInfoDataQuery,
} = ydxsOpenapiApi
