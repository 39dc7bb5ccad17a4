import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { Id, PageData } from './types'

/** Post (GetPostListPage row); importance 1-3, default 3. */
export interface Post {
  id?: Id
  postName: string
  importance: number
  postCode?: string
  orgName?: string
  orgNameStr?: string
  /** paths separated by |, ids by commas */
  orgNamePathsStr?: string
}

const C = '/Api/User/user_post'

/** GetPostListPage body (and GetOrgPostListPage: same paging). */
export interface PostListQuery {
  KeyWord?: string
  OrgCode?: string
  /** assumed (not in the spec): a platform administrator's look at another company's posts */
  companyCode?: string
  pageIndex: number
  pageRows: number
}

/** SavePost body: id only when editing. */
export interface SavePostBody {
  id?: Id
  postName: string
  importance: number
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
    getPostListPage: build.query<ApiResult<PageData<Post>>, PostListQuery>({
      query: (data) => ({ url: `${C}/GetPostListPage`, data }),
      providesTags: ['Post'],
    }),
    /** POST /Api/User/user_post/DeletePost */
    deletePost: build.mutation<ApiResult<unknown>, Post>({
      query: (data) => ({ url: `${C}/DeletePost`, data }),
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
