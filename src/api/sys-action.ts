import * as v from 'valibot'
import { answer, echoed, record, type Answer } from './answer'
import { baseApi, unwrap } from './base-api'
import type { ApiResult } from './http'
import { count, id, list, maybe } from './schema'
import type { Id, MenuItem } from './types'

// The permission tree's answers (behaviour B3.6). Every field named here is documented;
// none is taken as 0 or empty when an answer leaves it out: an id, a type, a status or a flag
// stays undefined, and the screens say so or refuse what needs it.

/** A 0/1 flag the legacy backend may also send as a boolean or as "1". */
const flag = maybe(
  v.pipe(
    v.union([v.boolean(), count]),
    v.transform((f): 0 | 1 => (f === true || f === 1 ? 1 : 0)),
  ),
)
const text = maybe(v.string())

const menuFields = {
  id: maybe(id),
  parentId: maybe(id),
  type: maybe(count),
  name: v.nullish(v.string(), ''),
  url: text,
  value: text,
  needAction: flag,
  sort: maybe(count),
  isHidden: flag,
  status: maybe(count),
  code: text,
  icon: text,
}

/** A node of GetRoleTree with its children (a node without children has none). */
const menuNode: v.GenericSchema<unknown, MenuItem> = record({
  ...menuFields,
  child: list(v.lazy(() => menuNode)),
})

/**
 * GetActionById: one entry, which EditAction sends back whole with the edits (echo.ts). Its
 * button permissions (roleList) stay undefined when the answer has no list: the dialog then
 * cannot edit them and leaves them as they came, rather than sending an empty list that would
 * delete them.
 */
const actionRecord = echoed({
  ...menuFields,
  roleList: maybe(v.array(record({ name: v.nullish(v.string(), ''), value: text }))),
})
export type ActionRecord = v.InferOutput<typeof actionRecord>

/**
 * An entry of the sidebar (GetUserMenuList): the menu routes are built from these fields (behaviour
 * B2.7).
 */
export interface UserMenu {
  name: string
  icon?: string
  url?: string
  isHidden?: 0 | 1
  /** 2 = a permission (a button, not a route) */
  type?: number
  sort?: number
  child: UserMenu[]
}
const userMenu: v.GenericSchema<unknown, UserMenu> = record({
  name: v.nullish(v.string(), ''),
  icon: text,
  url: text,
  isHidden: flag,
  type: maybe(count),
  sort: maybe(count),
  child: list(v.lazy(() => userMenu)),
})

// Something that is not a list where the session expects one costs that part of the session, not
// the sign-in: it reads as undefined and the session says what is missing.
const unreadable = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
)

/** GetUserMenuList data: the menus, or undefined when the answer is not a menu list. */
const userMenus = v.union([list(userMenu), unreadable])

/** GetUserActionValue data: the action values (strings), or undefined when it is not a list. */
const actionValues = v.union([
  v.pipe(
    list(v.unknown()),
    v.transform((values) => values.filter((a): a is string => typeof a === 'string')),
  ),
  unreadable,
])

const C = '/Api/SysConfig/sys_action'

/**
 * AddAction / EditAction body (a permission-tree node; roleList values must be unique). An edit
 * leaves out what the dialog could not read and the user did not fill in.
 */
export interface ActionBody {
  id?: Id
  parentId?: Id
  type?: number
  name: string
  url?: string
  icon?: string
  value?: string
  sort?: number
  isHidden?: 0 | 1
  needAction?: 0 | 1
  status?: number
  code?: string
  roleList?: { name: string; value: string }[]
  /** an edit: the rest of the record as GetActionById gave it */
  [field: string]: unknown
}

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
    getUserMenuList: build.query<Answer<typeof userMenus>, void>({
      query: () => ({ url: `${C}/GetUserMenuList` }),
      ...unwrap(answer('sys_action/GetUserMenuList', userMenus)),
      providesTags: ['Menu'],
    }),
    /** POST /Api/SysConfig/sys_action/GetUserActionValue */
    getUserActionValue: build.query<Answer<typeof actionValues>, void>({
      query: () => ({ url: `${C}/GetUserActionValue` }),
      ...unwrap(answer('sys_action/GetUserActionValue', actionValues)),
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
    getActionById: build.query<Answer<typeof actionRecord>, { Id: Id }>({
      query: (params) => ({ url: `${C}/GetActionById`, method: 'GET', params }),
      ...unwrap(answer('sys_action/GetActionById', actionRecord)),
      providesTags: ['Action'],
    }),
    /** GET /Api/SysConfig/sys_action/GetRoleTree */
    getRoleTree: build.query<MenuItem[], RoleTreeQuery>({
      query: (params) => ({ url: `${C}/GetRoleTree`, method: 'GET', params }),
      ...unwrap(answer('sys_action/GetRoleTree', list(menuNode))),
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
