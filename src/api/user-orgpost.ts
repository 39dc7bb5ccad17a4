import * as v from 'valibot'
import { baseApi, pageEitherWay, type Page } from './base-api'
import type { ApiResult } from './http'
import { answer, record } from './answer'
import { echo } from './echo'
import { rowsEitherWay } from './schema'
import type { Post, PostListQuery } from './user-post'
import { text } from './user-row-schema'

/** GetOrgPostListPage row: a post attached to a department, as the post picker reads it. */
const orgPost = record({ postName: text, postCode: text, orgName: text })
export type OrgPost = v.InferOutput<typeof orgPost>

/**
 * GetOrgPostListPage data: "the same paging" as GetPostListPage (data.models + data.totalCount),
 * or the rows in data with the envelope's total: both readings are taken (contract/readings.ts).
 * Without a total, the rows that came.
 */
const orgPostPage = rowsEitherWay(orgPost)

/** Removeorgpost body: a post row (GetPostListPage) with the department it leaves. */
export type RemoveOrgPostBody = Post & { orgCode: string }

const C = '/Api/User/user_orgpost'

export const userOrgpostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_orgpost/GetOrgPostListPage */
    getOrgPostListPage: build.query<Page<OrgPost>, PostListQuery>({
      query: (data) => ({ url: `${C}/GetOrgPostListPage`, data }),
      ...pageEitherWay(answer('user_orgpost/GetOrgPostListPage', orgPostPage)),
      providesTags: ['OrgPost'],
    }),
    /** POST /Api/User/user_orgpost/Removeorgpost */
    removeOrgPost: build.mutation<ApiResult<unknown>, RemoveOrgPostBody>({
      // the row as it came, with the department it leaves
      query: ({ orgCode, ...post }) => ({
        url: `${C}/Removeorgpost`,
        data: echo(post, { orgCode }),
      }),
      invalidatesTags: ['OrgPost'],
    }),
  }),
})

export const { useGetOrgPostListPageQuery, useRemoveOrgPostMutation } = userOrgpostApi
