import type { UserListQuery } from '../../api/user-user'

/** The GetUserList body of the picker (the user list's body shape: Key, Status, paging). */
export function pickerUserBody(
  filter: { keyword: string; orgCode?: string; postCode?: string; companyCode?: string },
  page: number,
  size: number,
): UserListQuery {
  return {
    Key: filter.keyword,
    Status: '',
    ...(filter.orgCode ? { OrgCode: filter.orgCode } : {}),
    ...(filter.postCode ? { PostCode: filter.postCode } : {}),
    ...(filter.companyCode ? { RefCompanyCode: filter.companyCode } : {}),
    pageIndex: page,
    pageSize: size,
  }
}
