import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { OrgPost, PageData } from './types'
import type { PostListQuery } from './user-post'

const C = '/Api/User/user_orgpost'

export const userOrgpostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_orgpost/GetOrgPostListPage */
    getOrgPostListPage: build.query<ApiResult<PageData<OrgPost>>, PostListQuery>({
      query: (data) => ({ url: `${C}/GetOrgPostListPage`, data }),
      providesTags: ['OrgPost'],
    }),
    /** POST /Api/User/user_orgpost/Removeorgpost */
    removeorgpost: build.mutation<ApiResult<unknown>, OrgPost>({
      query: (data) => ({ url: `${C}/Removeorgpost`, data }),
      invalidatesTags: ['OrgPost'],
    }),
  }),
})

export const { useGetOrgPostListPageQuery, useRemoveorgpostMutation } = userOrgpostApi
