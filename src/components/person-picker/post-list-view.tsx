import { useMemo, useState } from 'react'
import { Flex, Input, Table, type TableColumnsType } from 'antd'
import { useGetPostListPageQuery, type Post } from '../../api/user-post'
import { NO_PAGE } from '../list/paging'
import { LoadError } from '../load-error'
import { keysChange, type Picked } from './selection'

export interface PostListViewProps {
  /** radio: one post at a time (a click on it again lets it go); checkbox: several */
  mode: 'radio' | 'checkbox'
  /** the postCodes picked */
  picked: readonly string[]
  /** posts were picked (on) or let go */
  onPick: (posts: Picked[], on: boolean) => void
  /** the company whose posts are listed (a platform administrator's look at another company) */
  companyCode?: string
  /** only the post names (a narrow side list) */
  compact?: boolean
  pageRows?: number
}

const nameColumn = { title: '岗位名称', dataIndex: 'postName', ellipsis: true } as const
const wideColumns: TableColumnsType<Post> = [
  nameColumn,
  { title: '所属部门', dataIndex: 'orgName', ellipsis: true },
]
const compactColumns: TableColumnsType<Post> = [nameColumn]

const asPicked = (post: Post): Picked => ({ id: post.postCode ?? '', name: post.postName ?? '' })
// a post without a code cannot be picked; its key only has to be its own on the page
const postRowKey = (post: Post) => post.postCode ?? `no-code:${post.id ?? post.postName ?? ''}`

/** The posts of the company (GetPostListPage): a keyword search (post or department name) and pages. */
export function PostListView({
  mode,
  picked,
  onPick,
  companyCode,
  compact = false,
  pageRows = 10,
}: PostListViewProps) {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const query = { KeyWord: keyword, pageIndex: page, pageRows }
  const { data, isFetching, isError, error, refetch } = useGetPostListPageQuery(
    companyCode ? { ...query, companyCode } : query,
  )
  const { rows, total } = data ?? NO_PAGE
  const keys = useMemo(() => [...picked], [picked])

  const clickRow = (post: Post) => {
    if (!post.postCode) return
    onPick([asPicked(post)], !picked.includes(post.postCode))
  }

  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        aria-label="搜索岗位"
        placeholder="岗位或部门名称"
        enterButton="查询"
        onSearch={(text) => {
          setKeyword(text.trim())
          setPage(1)
        }}
      />
      {isError ? (
        <LoadError error={error} title="岗位加载失败" onRetry={() => void refetch()} />
      ) : (
        <Table<Post>
          size="small"
          rowKey={postRowKey}
          columns={compact ? compactColumns : wideColumns}
          dataSource={rows}
          loading={isFetching}
          locale={{ emptyText: '暂无数据' }}
          rowSelection={{
            type: mode,
            selectedRowKeys: keys,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (row) => ({
              'aria-label': row.postName ?? '',
              disabled: !row.postCode,
            }),
            onChange: (next) => {
              const { added, removed } = keysChange(picked, next)
              // a radio's choice replaces the one before: the holder lets that go
              if (mode === 'checkbox' && removed.length)
                onPick(
                  removed.map((id) => ({ id, name: '' })),
                  false,
                )
              const more = rows.filter((r) => r.postCode && added.includes(r.postCode))
              if (more.length) onPick(more.map(asPicked), true)
            },
          }}
          onRow={(row) => ({ onClick: () => clickRow(row), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: pageRows,
            total,
            size: 'small',
            simple: compact,
            showSizeChanger: false,
            showTotal: compact ? undefined : (count) => `共 ${count} 条`,
            onChange: setPage,
          }}
        />
      )}
    </Flex>
  )
}
