import { echo } from '../../api/echo'
import type { Role, RoleBody } from '../../api/sys-role'
import { roleActOf, type PermissionIndex } from './permission-model'
import { NO_ROLE_TYPE } from './role-types'

// What a role save sends, and when it is refused. The permissions are sent whole (roleAct is the
// role's complete list), so a save that could not read the role's permissions would clear them:
// it is refused with a message that says so, and never sends an empty roleAct in their place.

/** Where the permission field stands: the tree (GetRoleTree) and, editing, the role's own list. */
export type PermissionState =
  | { state: 'loading' }
  | { state: 'tree-failed' }
  | { state: 'role-failed' }
  /** the row has no code to ask GetCurrentRoles with */
  | { state: 'no-code' }
  /** GetCurrentRoles answered without a readable roleAct */
  | { state: 'unreadable' }
  | { state: 'ready'; held: string[] }

export const NOT_READY = '权限数据尚未加载完成，请稍后再保存'
const CLEARS = '保存会清空该角色已有的权限'

/** What the dialog says in the tree's place when the role's permissions could not be read. */
export const UNREADABLE_NOTICE =
  '未能读取该角色已有的权限（服务器的回答中没有权限列表），不能修改权限。'
export const NO_CODE_NOTICE = '该角色没有编码，无法读取它已有的权限，不能修改权限。'

/** Why 确定 sends nothing, or undefined when the save may go. */
export function saveRefusal(permissions: PermissionState, editing: boolean): string | undefined {
  switch (permissions.state) {
    case 'ready':
      return undefined
    case 'loading':
      return NOT_READY
    case 'tree-failed':
      return editing
        ? `权限树未能加载，${CLEARS}，请重试加载后再保存`
        : '权限树未能加载，请重试加载后再保存'
    case 'role-failed':
      return `该角色已有的权限未能加载，${CLEARS}，请重试加载后再保存`
    case 'no-code':
      return `该角色没有编码，无法读取它已有的权限，${CLEARS}，因此不能保存`
    case 'unreadable':
      return `未能读取该角色已有的权限，${CLEARS}，因此不能保存`
  }
}

/** What a role's type is known to be: none (0, may be set), set (locked), or not in the row. */
export type RoleTypeState = 'none' | 'set' | 'unknown'

export function roleTypeState(role: Role | undefined): RoleTypeState {
  if (!role) return 'none'
  if (role.sysRoleEnum === undefined) return 'unknown'
  return role.sysRoleEnum === NO_ROLE_TYPE ? 'none' : 'set'
}

/** What the dialog's form holds at 确定. */
export interface RoleValues {
  roleName: string
  sysRoleEnum?: number
  /** the checked keys of the permission tree */
  actionIds: string[]
}

/**
 * The AddRole / EidtRole body. An edit is the row as the list gave it (every key, echo.ts) with
 * the name, the type and roleAct; a type set stays as it is, and a type the row did not carry is
 * left out. roleAct is the checked nodes with their ancestors, then what the role holds outside
 * the tree shown.
 */
export function roleBody(
  role: Role | undefined,
  values: RoleValues,
  held: readonly string[],
  index: PermissionIndex,
): RoleBody {
  const roleAct = roleActOf(values.actionIds, held, index)
  const roleName = values.roleName.trim()
  const chosen = values.sysRoleEnum ?? NO_ROLE_TYPE
  if (!role) return { roleName, sysRoleEnum: chosen, roleAct }
  const type = roleTypeState(role)
  if (type === 'unknown') return echo(role, { roleName, roleAct })
  return echo(role, { roleName, sysRoleEnum: type === 'set' ? role.sysRoleEnum : chosen, roleAct })
}
