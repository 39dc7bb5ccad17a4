import {
  Button,
  Empty,
  Table,
  type CheckboxProps,
  type TableColumnsType,
  type TableProps,
} from 'antd'
import { isValidElement, memo, useEffect, type Key, type ReactNode } from 'react'
import { ListError } from './list-error'
import { listPagination } from './pagination'
import type { ListPaging } from './use-list-state'
import type { RowSelection } from './use-row-selection'
import './list.css'

/** Props of ListTable. */
export interface ListTableProps<T> {
  /** page, size and sizes of the screen's list state */
  list: ListPaging
  rowKey: (keyof T & string) | ((row: T) => Key)
  columns: TableColumnsType<T>
  rows: T[]
  total: number
  loading?: boolean
  /** a failed load: shown instead of the table, with 重试 */
  error?: unknown
  errorTitle?: string
  onRetry: () => void
  /** set while the list is not loaded yet (user management loads only after a filter is set) */
  notLoaded?: ReactNode
  /** batch actions: the screen's useRowSelection(), kept across pages */
  selection?: RowSelection<T>
  /** the accessible name of the table */
  label?: string
  /** anything else antd's Table takes (expandable, summary ...) */
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading'>
}

/**
 * A row's selection box: a native checkbox driven by antd's own handlers (shift-click ranges
 * included). antd's Checkbox costs a style hook and a wave effect per row, a third of the time
 * a page of rows takes to render.
 */
function rowCheck(checked: boolean, _row: unknown, index: number, node: ReactNode) {
  const antd = isValidElement<CheckboxProps>(node) ? node.props : {}
  return (
    <input
      type="checkbox"
      className="list-table__check"
      checked={checked}
      disabled={antd.disabled}
      aria-label={`选择第 ${index + 1} 行`}
      onClick={antd.onClick}
      onChange={(event) => antd.onChange?.(event as never)}
    />
  )
}

/**
 * The table of a list screen: server paging from the URL, error with 重试, kept selection.
 * Memoised: a navigation re-renders the page several times (loading, revalidation, idle), and a
 * page of 100 rows must render only when its own props change. Pass stable props (memoised
 * columns, a useCallback onRetry).
 */
export const ListTable = memo(ListTableView) as typeof ListTableView

function ListTableView<T extends object>({
  list,
  rowKey,
  columns,
  rows,
  total,
  loading = false,
  error,
  errorTitle,
  onRetry,
  notLoaded,
  selection,
  label,
  tableProps,
}: ListTableProps<T>) {
  // Past the last page (its rows were deleted, or an old link): go to the last one, in place of
  // this entry so that back does not return to the empty page.
  const lastPage = Math.max(1, Math.ceil(total / list.size))
  const pastTheEnd = !loading && !error && !notLoaded && rows.length === 0 && list.page > lastPage
  const { setPage } = list
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, undefined, { replace: true })
  }, [pastTheEnd, lastPage, setPage])

  if (error) return <ListError error={error} title={errorTitle} onRetry={onRetry} />
  if (notLoaded) return <Empty className="list-table__not-loaded" description={notLoaded} />
  return (
    <div className="list-table">
      {selection && selection.keys.length > 0 && (
        <div className="list-table__selected" role="status">
          <span>已选择 {selection.keys.length} 项</span>
          <Button type="link" size="small" onClick={selection.clear}>
            清空
          </Button>
        </div>
      )}
      <Table<T>
        {...tableProps}
        aria-label={label}
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />,
        }}
        // Narrow screens scroll the table sideways (list.css), in CSS: antd's scroll.x would measure
        // every column in a hidden row and force a layout after each new page of rows.
        pagination={listPagination(list, total)}
        rowSelection={
          selection && {
            selectedRowKeys: selection.keys,
            preserveSelectedRowKeys: true,
            renderCell: rowCheck,
            onChange: (keys, selectedRows) => selection.change(keys, selectedRows),
          }
        }
      />
    </div>
  )
}
