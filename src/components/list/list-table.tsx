import { Button, Empty, Table, type TableColumnsType, type TableProps } from 'antd'
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type Key,
  type ReactNode,
} from 'react'
import { LoadError } from '../load-error'
import { listPagination } from './pagination'
import { PageCheck, RowCheck } from './row-check'
import { CheckContext, type CheckApi } from './row-check-context'
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

/** The selection column: a box per row and one for the page in the header. */
function checkColumn<T>(keyOf: (row: T) => Key): TableColumnsType<T>[number] {
  return {
    key: '__check',
    title: <PageCheck />,
    width: 48,
    align: 'center',
    className: 'list-table__check-cell',
    render: (_: unknown, row: T, index: number) => <RowCheck rowKey={keyOf(row)} index={index} />,
  }
}

/** The boxes' view of the screen's selection (kept across pages by useRowSelection). */
function checkApi<T>(
  selection: RowSelection<T>,
  rows: readonly T[],
  pageKeys: readonly Key[],
  last: number | null,
  setLast: (index: number) => void,
): CheckApi {
  const selected = new Set(selection.keys)
  const set = (targets: readonly Key[], on: boolean) => {
    const keys = on
      ? [...selection.keys, ...targets.filter((key) => !selected.has(key))]
      : selection.keys.filter((key) => !targets.includes(key))
    const byKey = new Map(pageKeys.map((key, i) => [key, rows[i]]))
    selection.change(
      keys,
      keys.map((key) => byKey.get(key)),
    )
  }
  return {
    selected,
    pageKeys,
    toggle: (key, range) => {
      const index = pageKeys.indexOf(key)
      const from = range && last !== null && last < pageKeys.length ? last : index
      setLast(index)
      set(pageKeys.slice(Math.min(from, index), Math.max(from, index) + 1), !selected.has(key))
    },
    togglePage: (on) => set(pageKeys, on),
  }
}

/**
 * Rows rendered in the first frame after an answer: more than a tall screen shows under the
 * filter bar. A page of 50 or 100 rows renders the rest in the next frames (useDeferredValue:
 * interruptible, so a click or a keystroke meanwhile is not kept waiting).
 */
export const FIRST_ROWS = 12
const NO_ROWS: never[] = []

const emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
const locale = { emptyText }

/** Props of TableView: all of them keep their identity while only the selection changes. */
interface TableViewProps<T> {
  label?: string
  rowKey: ListTableProps<T>['rowKey']
  columns: TableColumnsType<T>
  rows: T[]
  loading: boolean
  pagination: ReturnType<typeof listPagination>
  tableProps?: ListTableProps<T>['tableProps']
}

/**
 * antd's Table re-renders every row whenever it renders; kept apart from the selection, it renders
 * for a new page, a new state of loading or new columns only.
 */
const TableView = memo(function TableView<T extends object>({
  label,
  rowKey,
  columns,
  rows,
  loading,
  pagination,
  tableProps,
}: TableViewProps<T>) {
  return (
    <Table<T>
      {...tableProps}
      aria-label={label}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={locale}
      // Narrow screens scroll the table sideways (list.css), in CSS: antd's scroll.x would measure
      // every column in a hidden row and force a layout after each new page of rows.
      pagination={pagination}
    />
  )
}) as <T extends object>(props: TableViewProps<T>) => ReactNode

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

  const keyOf = useCallback(
    (row: T): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key)),
    [rowKey],
  )
  const selectable = selection !== undefined
  const shown = useMemo(
    () => (selectable ? [checkColumn(keyOf), ...columns] : columns),
    [selectable, keyOf, columns],
  )
  const pagination = useMemo(() => listPagination(list, total), [list, total])
  const pageKeys = useMemo(() => rows.map(keyOf), [rows, keyOf])
  // the new page's first rows at once, all of them a moment later
  const settled = useDeferredValue(rows, NO_ROWS as T[])
  const firstRows = useMemo(
    () => (rows.length > FIRST_ROWS ? rows.slice(0, FIRST_ROWS) : rows),
    [rows],
  )
  const rendered = settled === rows ? rows : firstRows
  // the box used last: a shift-click selects from there
  const [last, setLast] = useState<number | null>(null)
  const api = useMemo(
    () => (selection ? checkApi(selection, rows, pageKeys, last, setLast) : null),
    [selection, rows, pageKeys, last],
  )

  if (error) return <LoadError error={error} title={errorTitle} onRetry={onRetry} />
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
      <CheckContext.Provider value={api}>
        <TableView<T>
          label={label}
          rowKey={rowKey}
          columns={shown}
          rows={rendered}
          loading={loading}
          pagination={pagination}
          tableProps={tableProps}
        />
      </CheckContext.Provider>
    </div>
  )
}
