import * as v from 'valibot'
import { baseApi, pageOfModels, type Page } from './base-api'
import type { ApiResult } from './http'
import { answer, record } from './answer'
import { count, list, maybe } from './schema'
import type { Post, PostListQuery } from './user-post'
import { text } from './user-row-schema'

/** GetOrgPostListPage row: a post attached to a department, as the post picker reads it. */
const orgPost = record({ postName: text, postCode: text, orgName: text })
export type OrgPost = v.InferOutput<typeof orgPost>

/** GetOrgPostListPage data: data.models + data.totalCount; without a total, the rows that came. */
const orgPostPage = v.pipe(
  record({ models: list(orgPost), totalCount: maybe(count) }),
  v.transform((page) => ({ ...page, totalCount: page.totalCount ?? page.models.length })),
)

/** Removeorgpost body: a post row (GetPostListPage) with the department it leaves. */
export type RemoveOrgPostBody = Post & { orgCode: string }

const C = '/Api/User/user_orgpost'

export const userOrgpostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_orgpost/GetOrgPostListPage */
    getOrgPostListPage: build.query<Page<OrgPost>, PostListQuery>({
      query: (data) => ({ url: `${C}/GetOrgPostListPage`, data }),
      ...pageOfModels(answer('user_orgpost/GetOrgPostListPage', orgPostPage)),
      providesTags: ['OrgPost'],
    }),
    /** POST /Api/User/user_orgpost/Removeorgpost */
    removeOrgPost: build.mutation<ApiResult<unknown>, RemoveOrgPostBody>({
      query: (data) => ({ url: `${C}/Removeorgpost`, data }),
      invalidatesTags: ['OrgPost'],
    }),
  }),
})

export const { useGetOrgPostListPageQuery, useRemoveOrgPostMutation } = userOrgpostApi
