import { useMemo, useState } from 'react'
import { useGetUserListQuery, userKey, type UserRow } from '../../api/user-user'
import { SearchList, type SearchListSpec } from '../list/search-list'
import { useSearchPaging } from '../list/use-search-paging'
import { pickRows } from './pick-rows'
import { pickerUserBody } from './picker-query'
import type { Picked } from './selection'

export interface UserListViewProps {
  /** the department whose users are listed (with the departments below it) */
  orgCode?: string
  /** the post whose users are listed */
  postCode?: string
  /** the company whose users are listed (platform administrators) */
  companyCode?: string
  /** the userIds picked (on any page) */
  picked: readonly string[]
  /** users were picked (on) or let go */
  onPick: (users: Picked[], on: boolean) => void
  pageSize?: number
}

const USERS: SearchListSpec<UserRow> = {
  label: '搜索人员',
  placeholder: '姓名、登录账号或手机号',
  error: '人员加载失败',
  empty: '暂无数据',
  columns: [
    { title: '姓名', dataIndex: 'chnName', ellipsis: true },
    { title: '登录账号', dataIndex: 'accountCode', ellipsis: true },
    { title: '部门', dataIndex: 'orgCodeName', ellipsis: true },
    { title: '岗位', dataIndex: 'postCodeName', ellipsis: true },
  ],
  rowKey: userKey,
  scroll: { x: 480 },
}

// a row without a userId is shown but cannot be picked (nothing could be sent for it)
const asPicked = (row: UserRow): Picked => ({ id: row.userId ?? '', name: row.chnName ?? '' })

/**
 * The users of a department or post, with a keyword search and pages, picked with checkboxes.
 * What is picked on one page stays picked while other pages are shown.
 */
export function UserListView({
  orgCode,
  postCode,
  companyCode,
  picked,
  onPick,
  pageSize = 10,
}: UserListViewProps) {
  const paging = useSearchPaging(pageSize)
  // another department or post starts again on the first page
  const scope = `${orgCode ?? ''}|${postCode ?? ''}`
  const [shownScope, setShownScope] = useState(scope)
  if (scope !== shownScope) {
    setShownScope(scope)
    paging.setPage(1)
  }
  const filter = { keyword: paging.keyword, orgCode, postCode, companyCode }
  const query = useGetUserListQuery(pickerUserBody(filter, paging.page, paging.pageSize))
  const keys = useMemo(() => [...picked], [picked])
  const picking = pickRows<UserRow>({
    mode: 'checkbox',
    keys,
    rows: query.data?.rows ?? [],
    idOf: (row) => row.userId,
    asPicked,
    onPick,
    checkboxProps: (row) => ({
      'aria-label': row.chnName ?? '',
      title: row.userId ? undefined : '未能读取用户编号，不能选择',
    }),
  })

  return <SearchList spec={USERS} paging={paging} query={query} {...picking} />
}
