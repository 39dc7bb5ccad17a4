import { baseApi } from './base-api'
import type { ApiResult } from './http'

const C = '/qiniu/upload'

export const qiniuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /qiniu/upload/token */
    token: build.query<ApiResult<string>, void>({
      // upload token for direct uploads to qiniu; never cache a stale one
      query: () => ({ url: `${C}/token`, method: 'GET' }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useTokenQuery, useLazyTokenQuery } = qiniuApi
