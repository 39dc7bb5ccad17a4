import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { Id, MenuItem, PageData } from './types'

/** Role option in pickers. */
export interface RoleOption {
  code: string
  roleName: string
}

export interface RoleAct {
  actionId: Id
}

/** sysRoleEnum 0 = none; once set it cannot be changed when editing. */
export interface Role extends RoleOption {
  id?: Id
  sysRoleEnum: number
  roleAct?: RoleAct[]
}

/** GetSysRoleEnum option (label/value pairs; exact shape not shown in the spec). */
export interface SysRoleEnumOption {
  name?: string
  value: number
  label?: string
}

const C = '/Api/SysConfig/sys_role'

/** GetRoleListPage body: pickers ask for 1000 rows; the list page sends pageSize (legacy sends either). */
export interface RoleListQuery {
  PageIndex: number
  pageSize?: number
  pageRows?: number
  Search?: { key?: string }
}

/** GetCurrentRoles data: the role and the permission tree nodes it holds. */
export interface CurrentRole extends Role {
  actions?: MenuItem[]
}

// A role's name and permissions reach the users holding it: their rows, session, menus and actions.
const ROLE_CHANGE = ['Role', 'Menu', 'Action', 'User', 'Session'] as const

export const sysRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_role/GetRoleListPage */
    getRoleListPage: build.query<ApiResult<PageData<Role>>, RoleListQuery>({
      query: (data) => ({ url: `${C}/GetRoleListPage`, data }),
      providesTags: ['Role'],
    }),
    /** GET /Api/SysConfig/sys_role/GetCurrentRoles */
    getCurrentRoles: build.query<ApiResult<CurrentRole>, { RoleCode: string }>({
      query: (params) => ({ url: `${C}/GetCurrentRoles`, method: 'GET', params }),
      providesTags: ['Role'],
    }),
    /** POST /Api/SysConfig/sys_role/AddRole */
    addRole: build.mutation<ApiResult<unknown>, Role>({
      query: (data) => ({ url: `${C}/AddRole`, data }),
      invalidatesTags: ROLE_CHANGE,
    }),
    /** POST /Api/SysConfig/sys_role/EidtRole */
    eidtRole: build.mutation<ApiResult<unknown>, Role>({
      query: (data) => ({ url: `${C}/EidtRole`, data }),
      invalidatesTags: ROLE_CHANGE,
    }),
    /** GET /Api/SysConfig/sys_role/GetSysRoleEnum */
    getSysRoleEnum: build.query<ApiResult<SysRoleEnumOption[]>, { Type: number | string }>({
      query: (params) => ({ url: `${C}/GetSysRoleEnum`, method: 'GET', params }),
    }),
  }),
})

export const {
  useGetRoleListPageQuery,
  useGetCurrentRolesQuery,
  useLazyGetCurrentRolesQuery,
  useAddRoleMutation,
  useEidtRoleMutation,
  useGetSysRoleEnumQuery,
} = sysRoleApi
