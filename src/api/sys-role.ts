import * as v from 'valibot'
import { answer, echoed, record, type Answer } from './answer'
import { baseApi, pageOfModels, unwrap, type Page } from './base-api'
import type { ApiResult } from './http'
import { count, id, list, maybe } from './schema'
import type { Id } from './types'

// The role calls' answers (behaviour B3.2: roleName, sysRoleEnum, code, permission actions each
// with actionId). A role's type, code or permissions the answer does not carry stay undefined:
// never a type taken as 0 (none), never permissions taken as none.

/**
 * A row of GetRoleListPage. EidtRole sends the row back whole with the changes, as the legacy
 * page did: every field the backend sent travels back, the app reads only these.
 */
const roleRow = echoed({
  roleName: v.nullish(v.string(), ''),
  /** 0 = none; once set it cannot be changed when editing; undefined when the row does not say */
  sysRoleEnum: maybe(count),
  code: maybe(v.string()),
  remark: maybe(v.string()),
})
export type Role = v.InferOutput<typeof roleRow>

const rolePage = record({ models: list(roleRow), totalCount: maybe(count) })

/** One permission a role holds. */
export interface RoleAct {
  actionId: Id
}

/** A permission as GetCurrentRoles may give it: {actionId}, or the id alone. */
const act = v.union([
  record({ actionId: maybe(id) }),
  v.pipe(
    id,
    v.transform((actionId) => ({ actionId })),
  ),
])
const acts = v.array(act)

/**
 * GetCurrentRoles data: the role's permissions, the list AddRole and EidtRole send (roleAct of
 * {actionId}). Read every way the documentation allows (contract/readings.ts): the role with its
 * roleAct, or the list itself; each entry {actionId} or the id alone. roleAct is undefined when
 * the answer has no list: the role's permissions are then unknown, which is not the same as none.
 */
const currentRole = v.union([
  v.pipe(
    acts,
    v.transform((roleAct) => ({ roleAct })),
  ),
  record({ roleAct: maybe(acts) }),
])
export type CurrentRole = v.InferOutput<typeof currentRole>

/** GetSysRoleEnum option: a role type's number and its name (the shape is not documented). */
const sysRoleEnumOption = record({
  value: maybe(count),
  name: maybe(v.string()),
  label: maybe(v.string()),
})
export type SysRoleEnumOption = v.InferOutput<typeof sysRoleEnumOption>

const C = '/Api/SysConfig/sys_role'

/** GetRoleListPage body: pickers ask for 1000 rows; the list page sends pageSize (legacy sends either). */
export interface RoleListQuery {
  PageIndex: number
  pageSize?: number
  pageRows?: number
  Search?: { key?: string }
}

/**
 * AddRole / EidtRole body: the role and its roleAct. An edit is the row as the list gave it with
 * the changes; a type the dialog could not read is left out.
 */
export type RoleBody = Partial<Role> & {
  roleName: string
  sysRoleEnum?: number
  roleAct: RoleAct[]
}

// A role's name and permissions reach the users holding it: their rows, session, menus and actions.
const ROLE_CHANGE = ['Role', 'Menu', 'Action', 'User', 'Session'] as const

export const sysRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_role/GetRoleListPage */
    getRoleListPage: build.query<Page<Role>, RoleListQuery>({
      query: (data) => ({ url: `${C}/GetRoleListPage`, data }),
      ...pageOfModels(answer('sys_role/GetRoleListPage', rolePage)),
      providesTags: ['Role'],
    }),
    /** GET /Api/SysConfig/sys_role/GetCurrentRoles */
    getCurrentRoles: build.query<Answer<typeof currentRole>, { RoleCode: string }>({
      query: (params) => ({ url: `${C}/GetCurrentRoles`, method: 'GET', params }),
      ...unwrap(answer('sys_role/GetCurrentRoles', currentRole)),
      providesTags: ['Role'],
    }),
    /** POST /Api/SysConfig/sys_role/AddRole */
    addRole: build.mutation<ApiResult<unknown>, RoleBody>({
      query: (data) => ({ url: `${C}/AddRole`, data }),
      invalidatesTags: ROLE_CHANGE,
    }),
    /** POST /Api/SysConfig/sys_role/EidtRole */
    editRole: build.mutation<ApiResult<unknown>, RoleBody>({
      query: (data) => ({ url: `${C}/EidtRole`, data }),
      invalidatesTags: ROLE_CHANGE,
    }),
    /** GET /Api/SysConfig/sys_role/GetSysRoleEnum */
    getSysRoleEnum: build.query<SysRoleEnumOption[], { Type: number | string }>({
      query: (params) => ({ url: `${C}/GetSysRoleEnum`, method: 'GET', params }),
      ...unwrap(answer('sys_role/GetSysRoleEnum', list(sysRoleEnumOption))),
    }),
  }),
})

export const {
  useGetRoleListPageQuery,
  useGetCurrentRolesQuery,
  useLazyGetCurrentRolesQuery,
  useAddRoleMutation,
  useEditRoleMutation,
  useGetSysRoleEnumQuery,
} = sysRoleApi
