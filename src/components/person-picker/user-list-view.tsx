import { useMemo, useState } from 'react'
import { Flex, Input, Table, type TableColumnsType } from 'antd'
import { useGetUserListQuery, userKey, type UserRow } from '../../api/user-user'
import { NO_PAGE } from '../list/paging'
import { LoadError } from '../load-error'
import { pickerUserBody } from './picker-query'
import { keysChange, type Picked } from './selection'

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

const columns: TableColumnsType<UserRow> = [
  { title: '姓名', dataIndex: 'chnName', ellipsis: true },
  { title: '登录账号', dataIndex: 'accountCode', ellipsis: true },
  { title: '部门', dataIndex: 'orgCodeName', ellipsis: true },
  { title: '岗位', dataIndex: 'postCodeName', ellipsis: true },
]

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
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  // another department or post starts again on the first page
  const scope = `${orgCode ?? ''}|${postCode ?? ''}`
  const [shownScope, setShownScope] = useState(scope)
  if (scope !== shownScope) {
    setShownScope(scope)
    setPage(1)
  }
  const body = pickerUserBody({ keyword, orgCode, postCode, companyCode }, page, pageSize)
  const { data, isFetching, isError, error, refetch } = useGetUserListQuery(body)
  const { rows, total } = data ?? NO_PAGE
  const keys = useMemo(() => [...picked], [picked])

  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        aria-label="搜索人员"
        placeholder="姓名、登录账号或手机号"
        enterButton="查询"
        onSearch={(text) => {
          setKeyword(text.trim())
          setPage(1)
        }}
      />
      {isError ? (
        <LoadError error={error} title="人员加载失败" onRetry={() => void refetch()} />
      ) : (
        <Table<UserRow>
          size="small"
          rowKey={userKey}
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          scroll={{ x: 480 }}
          locale={{ emptyText: '暂无数据' }}
          rowSelection={{
            selectedRowKeys: keys,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (row) => ({
              'aria-label': row.chnName ?? '',
              disabled: !row.userId,
              title: row.userId ? undefined : '未能读取用户编号，不能选择',
            }),
            onChange: (next) => {
              const { added, removed } = keysChange(picked, next)
              if (removed.length)
                onPick(
                  removed.map((id) => ({ id, name: '' })),
                  false,
                )
              const more = rows.filter((r) => r.userId && added.includes(r.userId))
              if (more.length) onPick(more.map(asPicked), true)
            },
          }}
          onRow={(row) => ({
            onClick: () => {
              if (row.userId) onPick([asPicked(row)], !picked.includes(row.userId))
            },
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize,
            total,
            size: 'small',
            showSizeChanger: false,
            showTotal: (count) => `共 ${count} 条`,
            onChange: setPage,
          }}
        />
      )}
    </Flex>
  )
}
