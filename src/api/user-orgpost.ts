import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { Id, PageData } from './types'
import type { Post } from './user-post'
import type { PostListQuery } from './user-post'

/** GetOrgPostListPage row: a post attached to an organisation. */
export interface OrgPost extends Post {
  orgCode?: string
  orgId?: Id
}

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
