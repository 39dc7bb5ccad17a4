import type { Key } from 'react'
import { Flex, Input, Table, type TableColumnsType, type TableProps } from 'antd'
import type { Page } from '../../api/base-api'
import { LoadError } from '../load-error'
import type { SearchPaging } from './use-search-paging'

/** What a search list reads of its query (an RTK Query result has these fields). */
export interface SearchListQuery<Row> {
  data?: Page<Row>
  isFetching: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

/** What a search list is, the same on every render: its words, columns and row keys. */
export interface SearchListSpec<Row> {
  /** the search box's accessible name, e.g. 搜索岗位 */
  label: string
  placeholder: string
  /** what failed when a page could not be loaded, e.g. 岗位加载失败 */
  error: string
  /** the table's text when a page has no rows (antd's own when none) */
  empty?: string
  columns: TableColumnsType<Row>
  rowKey: (row: Row) => Key
  scroll?: TableProps<Row>['scroll']
}

/** Props of SearchList. */
export interface SearchListProps<Row> {
  spec: SearchListSpec<Row>
  paging: SearchPaging
  query: SearchListQuery<Row>
  rowSelection: TableProps<Row>['rowSelection']
  onRowClick: (row: Row) => void
  onRowDoubleClick?: (row: Row) => void
  /** a narrow list: simple pages without the total */
  compact?: boolean
  /** the gap between the search box and the table */
  gap?: number
}

/**
 * A keyword search over a paged table whose rows are picked: the search box, the table (its
 * loading, selection and pages) or, when the page failed to load, the error with 重试. The holder
 * owns the query, its keyword and page (useSearchPaging) and what is picked.
 */
export function SearchList<Row extends object>({
  spec,
  paging,
  query,
  rowSelection,
  onRowClick,
  onRowDoubleClick,
  compact = false,
  gap = 8,
}: SearchListProps<Row>) {
  return (
    <Flex vertical gap={gap}>
      <Input.Search
        allowClear
        aria-label={spec.label}
        placeholder={spec.placeholder}
        enterButton="查询"
        onSearch={(text) => paging.search(text.trim())}
      />
      {query.isError ? (
        <LoadError error={query.error} title={spec.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Row>
          size="small"
          rowKey={spec.rowKey}
          columns={spec.columns}
          scroll={spec.scroll}
          dataSource={query.data?.rows ?? []}
          loading={query.isFetching}
          locale={spec.empty ? { emptyText: spec.empty } : undefined}
          rowSelection={rowSelection}
          onRow={(row) => ({
            onClick: () => onRowClick(row),
            onDoubleClick: onRowDoubleClick && (() => onRowDoubleClick(row)),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: query.data?.total ?? 0,
            size: 'small',
            simple: compact,
            showSizeChanger: false,
            showTotal: compact ? undefined : (count) => `共 ${count} 条`,
            onChange: paging.setPage,
          }}
        />
      )}
    </Flex>
  )
}
