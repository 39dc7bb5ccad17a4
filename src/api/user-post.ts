import * as v from 'valibot'
import { baseApi, pageOfModels, type Page } from './base-api'
import type { ApiResult } from './http'
import { answer, echoed, record } from './answer'
import { echo } from './echo'
import { count, id, list, maybe } from './schema'
import type { Id } from './types'
import { text } from './user-row-schema'

/**
 * A post (GetPostListPage row); importance 1-3. Sent back whole to DeletePost and Removeorgpost.
 * A field the answer leaves out stays undefined: an importance is never taken as 3 nor a set of
 * departments as none (the screens say what they could not read). `id`, which SavePost edits
 * by, is a registered assumption.
 */
const post = echoed({
  id: maybe(id),
  postName: text,
  importance: maybe(count),
  postCode: text,
  orgName: text,
  orgNameStr: text,
  /** paths separated by |, ids by commas */
  orgNamePathsStr: text,
})
export type Post = v.InferOutput<typeof post>

/** GetPostListPage data: data.models + data.totalCount; without a total, the rows that came. */
const postPage = v.pipe(
  record({ models: list(post), totalCount: maybe(count) }),
  v.transform((page) => ({ ...page, totalCount: page.totalCount ?? page.models.length })),
)

const C = '/Api/User/user_post'

/** GetPostListPage body (and GetOrgPostListPage: same paging). */
export interface PostListQuery {
  KeyWord?: string
  OrgCode?: string
  /** assumed (not documented): a platform administrator's look at another company's posts */
  companyCode?: string
  pageIndex: number
  pageRows: number
}

/**
 * SavePost body: id only when editing; an edit is the row with the changes (every other key as
 * it came) and leaves out an importance it could not read.
 */
export interface SavePostBody {
  id?: Id
  postName: string
  importance?: number
  postCode?: string
}

/** SetOrgPostBySelectOrg body: OrgIds holds the last id of each chosen org path. */
export interface SetOrgPostBody {
  PostCode: string
  OrgIds: Id[]
}

export const userPostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_post/SavePost */
    savePost: build.mutation<ApiResult<unknown>, SavePostBody>({
      // a renamed post shows in user rows and the session's postName
      query: (data) => ({ url: `${C}/SavePost`, data }),
      invalidatesTags: ['Post', 'OrgPost', 'User', 'Session'],
    }),
    /** POST /Api/User/user_post/GetPostListPage */
    getPostListPage: build.query<Page<Post>, PostListQuery>({
      query: (data) => ({ url: `${C}/GetPostListPage`, data }),
      ...pageOfModels(answer('user_post/GetPostListPage', postPage)),
      providesTags: ['Post'],
    }),
    /** POST /Api/User/user_post/DeletePost */
    deletePost: build.mutation<ApiResult<unknown>, Post>({
      // the row as it came
      query: (post) => ({ url: `${C}/DeletePost`, data: echo(post) }),
      invalidatesTags: ['Post', 'OrgPost'],
    }),
    /** POST /Api/User/user_post/SetOrgPostBySelectOrg */
    setOrgPostBySelectOrg: build.mutation<ApiResult<unknown>, SetOrgPostBody>({
      query: (data) => ({ url: `${C}/SetOrgPostBySelectOrg`, data }),
      invalidatesTags: ['Post', 'OrgPost'],
    }),
  }),
})

export const {
  useSavePostMutation,
  useGetPostListPageQuery,
  useDeletePostMutation,
  useSetOrgPostBySelectOrgMutation,
} = userPostApi
