import { baseApi, dataOf } from './base-api'

const C = '/qiniu/upload'

export const qiniuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /qiniu/upload/token */
    getQiniuToken: build.query<unknown, void>({
      // upload token for direct uploads to qiniu (no page uploads there yet: the answer, whose
      // fields the spec does not show, is not read); never cache a stale one
      query: () => ({ url: `${C}/token`, method: 'GET' }),
      transformResponse: dataOf,
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useGetQiniuTokenQuery, useLazyGetQiniuTokenQuery } = qiniuApi
