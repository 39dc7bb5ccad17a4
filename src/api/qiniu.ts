import { baseApi } from './base-api'
import type { ApiResult } from './http'

const C = '/qiniu/upload'

export const qiniuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /qiniu/upload/token */
    token: build.query<ApiResult<unknown>, void>({
      // upload token for direct uploads to qiniu (no page uploads there yet: the answer, whose
      // fields the spec does not show, is not read); never cache a stale one
      query: () => ({ url: `${C}/token`, method: 'GET' }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useTokenQuery, useLazyTokenQuery } = qiniuApi
