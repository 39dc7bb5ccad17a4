import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { Id, MenuItem } from './types'

const C = '/Api/SysConfig/sys_action'

/** AddAction / EditAction body (a permission-tree node; roleList values must be unique). */
export type ActionBody = Omit<MenuItem, 'id' | 'child'> & { id?: Id }

/** GetRoleTree query: Status 1 for valid only; ActionType e.g. '0,1,2'. */
export interface RoleTreeQuery {
  Status?: number | string
  ActionType?: string
}

// Permission nodes show up in menus, action values and the trees of each role.
const ACTION_CHANGE = ['Action', 'Menu', 'Role'] as const

export const sysActionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_action/GetUserMenuList */
    getUserMenuList: build.query<ApiResult<MenuItem[]>, void>({
      query: () => ({ url: `${C}/GetUserMenuList` }),
      providesTags: ['Menu'],
    }),
    /** POST /Api/SysConfig/sys_action/GetUserActionValue */
    getUserActionValue: build.query<ApiResult<string[]>, void>({
      query: () => ({ url: `${C}/GetUserActionValue` }),
      providesTags: ['Action'],
    }),
    /** POST /Api/SysConfig/sys_action/AddAction */
    addAction: build.mutation<ApiResult<unknown>, ActionBody>({
      query: (data) => ({ url: `${C}/AddAction`, data }),
      invalidatesTags: ACTION_CHANGE,
    }),
    /** POST /Api/SysConfig/sys_action/EditAction */
    editAction: build.mutation<ApiResult<unknown>, ActionBody>({
      query: (data) => ({ url: `${C}/EditAction`, data }),
      invalidatesTags: ACTION_CHANGE,
    }),
    /** GET /Api/SysConfig/sys_action/GetActionById */
    getActionById: build.query<ApiResult<MenuItem>, { Id: Id }>({
      query: (params) => ({ url: `${C}/GetActionById`, method: 'GET', params }),
      providesTags: ['Action'],
    }),
    /** GET /Api/SysConfig/sys_action/GetRoleTree */
    getRoleTree: build.query<ApiResult<MenuItem[]>, RoleTreeQuery>({
      query: (params) => ({ url: `${C}/GetRoleTree`, method: 'GET', params }),
      providesTags: ['Action'],
    }),
    /** GET /Api/SysConfig/sys_action/SaveActionStatus */
    saveActionStatus: build.mutation<ApiResult<unknown>, { Code: string }>({
      // toggles the permission between valid and invalid
      query: (params) => ({ url: `${C}/SaveActionStatus`, method: 'GET', params }),
      invalidatesTags: ACTION_CHANGE,
    }),
  }),
})

export const { useGetUserMenuListQuery, useGetUserActionValueQuery } = sysActionApi

export const {
  useAddActionMutation,
  useEditActionMutation,
  useGetActionByIdQuery,
  useLazyGetActionByIdQuery,
  useGetRoleTreeQuery,
  useSaveActionStatusMutation,
} = sysActionApi
