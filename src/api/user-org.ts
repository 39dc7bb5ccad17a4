import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { Id } from './types'
import * as v from 'valibot'
import { checked, count, envelope, id, list, maybe } from './schema'

/** GetOrgTree node: id -1 is the root, pId 0 for the root; label truncated in the UI after 18 chars. */
export interface OrgNode {
  id: Id
  pId: Id
  orgName: string
  orgCode?: string
  order: number
  label?: string
  children?: OrgNode[]
}

const C = '/Api/User/user_org'

/** A GetOrgTree node as the components read it: null fields read as absent, 0 or ''. */
const orgNode: v.GenericSchema<unknown, OrgNode> = v.pipe(
  v.looseObject({
    id,
    pId: v.nullish(id),
    orgName: v.nullish(v.string()),
    orgCode: maybe(v.string()),
    order: v.nullish(count),
    label: maybe(v.string()),
    children: maybe(v.array(v.lazy(() => orgNode))),
  }),
  v.transform((node) => ({
    ...node,
    pId: node.pId ?? 0,
    orgName: node.orgName ?? '',
    order: node.order ?? 0,
  })),
)

/** GetOrgTree query: a random date param defeats caches; ShowTop asks for the root node too. */
export interface OrgTreeQuery {
  date?: string | number
  ShowTop?: boolean | number
  /**
   * Another company's tree, for a platform administrator editing one of its users (assumed param,
   * not in the spec; the mock honours it for platform users, others always get their own tree).
   */
  companyCode?: string
}

/** AddOrg / EditOrg body. */
export interface OrgSaveBody {
  id?: Id
  pId: Id
  orgName: string
  orgCode?: string
  order: number
}

export const userOrgApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /Api/User/user_org/GetOrgTree */
    getOrgTree: build.query<ApiResult<OrgNode[]>, OrgTreeQuery | void>({
      query: (params) => ({ url: `${C}/GetOrgTree`, method: 'GET', params: params ?? {} }),
      responseSchema: checked(envelope(list(orgNode))),
      providesTags: ['Org'],
    }),
    /** POST /Api/User/user_org/AddOrg */
    addOrg: build.mutation<ApiResult<unknown>, OrgSaveBody>({
      query: (data) => ({ url: `${C}/AddOrg`, data }),
      invalidatesTags: ['Org'],
    }),
    /** POST /Api/User/user_org/EditOrg */
    editOrg: build.mutation<ApiResult<unknown>, OrgSaveBody>({
      // a renamed department shows in post and org-post rows, user rows and the session's orgName
      query: (data) => ({ url: `${C}/EditOrg`, data }),
      invalidatesTags: ['Org', 'Post', 'OrgPost', 'User', 'Session'],
    }),
    /** POST /Api/User/user_org/DeleteOrg */
    deleteOrg: build.mutation<ApiResult<unknown>, OrgNode>({
      query: (data) => ({ url: `${C}/DeleteOrg`, data }),
      invalidatesTags: ['Org', 'Post', 'OrgPost'],
    }),
  }),
})

export const { useGetOrgTreeQuery, useAddOrgMutation, useEditOrgMutation, useDeleteOrgMutation } =
  userOrgApi
