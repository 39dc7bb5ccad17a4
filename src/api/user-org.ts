import * as v from 'valibot'
import { baseApi, unwrap } from './base-api'
import type { ApiResult } from './http'
import { answer, echoed } from './answer'
import { count, id, list, maybe } from './schema'
import type { Id } from './types'

/**
 * GetOrgTree node: id -1 is the root, pId 0 for the root; label truncated in the UI after 18
 * chars. A field the answer leaves out stays undefined: an unknown parent or order is never
 * taken as the top level or 0 (the department dialog leaves them out of its save).
 */
export interface OrgNode {
  id: Id
  pId?: Id
  orgName?: string
  orgCode?: string
  order?: number
  label?: string
  children?: OrgNode[]
}

const C = '/Api/User/user_org'

/**
 * A GetOrgTree node: sent back whole to DeleteOrg. `children` (the departments under it) is a
 * registered assumption: an answer that lists every department flat is nested by pId (`nested`).
 */
const orgNode: v.GenericSchema<unknown, OrgNode> = echoed({
  id,
  pId: maybe(id),
  orgName: maybe(v.string()),
  orgCode: maybe(v.string()),
  order: maybe(count),
  label: maybe(v.string()),
  children: maybe(v.array(v.lazy(() => orgNode))),
})

/**
 * The tree of a GetOrgTree answer: as it came when it is nested; a flat list (every department
 * with its pId, no children) is nested by pId, each under the node whose id is its pId. A node
 * whose parent is not in the answer stays at the top.
 */
export function nested(nodes: OrgNode[]): OrgNode[] {
  if (nodes.some((node) => node.children?.length)) return nodes
  const ids = new Set(nodes.map((node) => String(node.id)))
  const parentOf = (node: OrgNode) =>
    node.pId !== undefined && String(node.pId) !== String(node.id) && ids.has(String(node.pId))
      ? String(node.pId)
      : undefined
  if (!nodes.some(parentOf)) return nodes
  const below = new Map<string, OrgNode[]>()
  for (const node of nodes) {
    const parent = parentOf(node)
    if (parent !== undefined) below.set(parent, [...(below.get(parent) ?? []), node])
  }
  const placed = new Set<OrgNode>()
  const grow = (node: OrgNode): OrgNode => {
    placed.add(node)
    const children = (below.get(String(node.id)) ?? []).filter((child) => !placed.has(child))
    return children.length ? { ...node, children: children.map(grow) } : node
  }
  const tree = nodes.filter((node) => parentOf(node) === undefined).map(grow)
  // a ring of parents (nobody at its top) is shown rather than lost
  for (const node of nodes) if (!placed.has(node)) tree.push(grow(node))
  return tree
}

const orgTree = v.pipe(list(orgNode), v.transform(nested))

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

/**
 * AddOrg / EditOrg body. An edit leaves out the parent and the order it could not read and the
 * user did not change (the backend keeps them).
 */
export interface OrgSaveBody {
  id?: Id
  pId?: Id
  orgName: string
  orgCode?: string
  order?: number
}

export const userOrgApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /Api/User/user_org/GetOrgTree */
    getOrgTree: build.query<OrgNode[], OrgTreeQuery | void>({
      query: (params) => ({ url: `${C}/GetOrgTree`, method: 'GET', params: params ?? {} }),
      ...unwrap(answer('user_org/GetOrgTree', orgTree)),
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
