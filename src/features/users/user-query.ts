import type { UserListQuery } from '../../api/user-user'
import {
  enumFilter,
  hasFilters,
  textFilter,
  type ListState,
} from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'

/** User status: 1 enabled, 0 disabled (behaviour B3.3). */
export const USER_STATUSES = [1, 0] as const

/**
 * The URL of the user list: company (platform users only), keyword, status, page and size
 * (behaviour B9.5: sizes 20, 50, 100, default 20).
 */
export const userListSpec = {
  filters: {
    company: textFilter(),
    keyword: textFilter(),
    status: enumFilter(USER_STATUSES),
  },
  pageSizes: [20, 50, 100],
}

export type UserListState = ListState<typeof userListSpec.filters>

/**
 * The GetUserList / ExportUserList body (behaviour B3.14: Key, Status, RefCompanyCode, pageIndex,
 * pageSize).
 */
export function userListBody({ filters, page, size }: UserListState): UserListQuery {
  return {
    Key: filters.keyword,
    Status: filters.status ?? '',
    RefCompanyCode: filters.company,
    ...pagingFields('pageIndex/pageSize', { page, size }),
  }
}

/**
 * The export body: the list's filters, from the first row to the last (the file holds every user
 * that matches, not only the page on screen).
 */
export function userExportBody(state: UserListState, total: number): UserListQuery {
  return { ...userListBody({ ...state, page: 1 }), pageSize: Math.max(total, state.size) }
}

/**
 * Platform users (sysRoles 1 and 2) see every company: their list loads only once a keyword,
 * status or company is set (behaviour B5.12), so nobody pulls every user of the platform by
 * accident.
 */
export function mustFilterFirst(platform: boolean, state: UserListState): boolean {
  return platform && !hasFilters(state, userListSpec)
}

/** sysRoles 1 and 2 work at platform level (behaviour B6.1). */
export function isPlatformRole(sysRoles: number | string | undefined | null): boolean {
  return Number(sysRoles) === 1 || Number(sysRoles) === 2
}
