import type { Role, RoleListQuery } from '../../api/sys-role'
import type { RoleTreeQuery } from '../../api/sys-action'
import { pagingFields } from '../../components/list/paging'

/** A row of GetRoleListPage: a role, with a remark where the answer has one. */
export type RoleRow = Role

/** The table key of a row: its code; a row without one is keyed by its name. */
export const roleKey = (row: RoleRow) => row.code ?? `name:${row.roleName}`

/**
 * The URL of the role list: page and size only. GetRoleListPage is documented with paging fields
 * alone (behaviour B7.8), so there is no keyword filter the backend is known to honour.
 */
export const roleListSpec = {
  filters: {},
  pageSizes: [20, 50, 100],
}

/** The GetRoleListPage body (behaviour B7.8: PageIndex and pageSize). */
export function roleListBody({ page, size }: { page: number; size: number }): RoleListQuery {
  return pagingFields('PageIndex/pageSize', { page, size })
}

/** GetSysRoleEnum's Type for the role types (the value the contract's sample sends). */
export const ROLE_TYPE_QUERY = { Type: 1 } as const

/** The permission tree of the role dialog: valid entries of every type (behaviour B7.8). */
export const ROLE_TREE_QUERY: RoleTreeQuery = { Status: 1, ActionType: '0,1,2' }
