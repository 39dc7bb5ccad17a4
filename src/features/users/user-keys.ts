import { useAppSelector } from '../../lib/hooks'
import { hasAction } from '../../lib/permission'
import { selectActions, selectInfo } from '../../lib/session-slice'
import { isPlatformRole } from './user-query'

/**
 * The permission keys of user management (behaviour B6.4). Reset password and the toggle have none.
 */
export const USER_KEYS = {
  add: 'User.AddUser',
  /** delete, batch enable and disable, and the company-user edit */
  companyEdit: 'User.ComPanyEdit',
  import: 'User.ExportInUser',
  sysEdit: 'User.SysEdit',
  setRoles: 'User.SetRoles',
  setCompany: 'User.SetComPany',
} as const

/**
 * The keys that turn the edit flag on: holding any of them shows 新增, 导入, 导出, the company
 * column and the operations column (docs/users.md).
 */
export const EDIT_FLAG_KEYS: readonly string[] = Object.values(USER_KEYS)

/** What the current user may do on the user list. */
export interface UserListRights {
  /** sysRoles 1 or 2: every company, must filter first, the company filter shows */
  platform: boolean
  /** the edit flag */
  edit: boolean
  can: (key: string) => boolean
}

/** The current user's rights on the user list, from the session. */
export function useUserListRights(): UserListRights {
  const actions = useAppSelector(selectActions)
  const info = useAppSelector(selectInfo)
  return {
    platform: isPlatformRole(info?.sysRoles),
    edit: hasAction(actions, EDIT_FLAG_KEYS),
    can: (key) => hasAction(actions, key),
  }
}
