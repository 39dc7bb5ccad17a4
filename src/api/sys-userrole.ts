import { baseApi } from './base-api'
import type { ApiResult } from './http'

const C = '/Api/SysConfig/sys_userrole'

/** SaveUserRole body: RoleList holds role codes. */
export interface SaveUserRoleBody {
  UserId: string
  RoleList: string[]
}

export const sysUserroleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_userrole/SaveUserRole */
    saveUserRole: build.mutation<ApiResult<unknown>, SaveUserRoleBody>({
      query: (data) => ({ url: `${C}/SaveUserRole`, data }),
      // the user's roles decide their session, menus and actions
      invalidatesTags: ['User', 'Session', 'Menu', 'Action'],
    }),
  }),
})

export const { useSaveUserRoleMutation } = sysUserroleApi
