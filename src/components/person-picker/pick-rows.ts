import type { Key } from 'react'
import type { TableProps } from 'antd'
import { keysChange, type Picked } from './selection'

/** How a picking list reads its rows: a row's id (none: it cannot be picked) and its Picked. */
export interface PickRowsOptions<Row> {
  /** checkbox: several at a time; radio: one (its choice replaces the one before) */
  mode: 'radio' | 'checkbox'
  /** the ids picked (on any page), as selected keys */
  keys: Key[]
  /** the rows of the page shown */
  rows: readonly Row[]
  idOf: (row: Row) => string | undefined
  asPicked: (row: Row) => Picked
  /** rows were picked (on) or let go */
  onPick: (items: Picked[], on: boolean) => void
  /** the checkbox's (or radio's) accessible name and title for a row */
  checkboxProps: (row: Row) => { 'aria-label': string; title?: string }
}

/**
 * A picker list's selection and row click as onPick calls: the ids let go (a radio's are let go by
 * the holder), the rows of this page picked, a click on a row picks it or lets it go. What is
 * picked on other pages stays selected.
 */
export function pickRows<Row>({
  mode,
  keys,
  rows,
  idOf,
  asPicked,
  onPick,
  checkboxProps,
}: PickRowsOptions<Row>): {
  rowSelection: NonNullable<TableProps<Row>['rowSelection']>
  onRowClick: (row: Row) => void
} {
  const picked = keys.map(String)
  return {
    rowSelection: {
      type: mode,
      selectedRowKeys: keys,
      preserveSelectedRowKeys: true,
      getCheckboxProps: (row) => ({ ...checkboxProps(row), disabled: !idOf(row) }),
      onChange: (next) => {
        const { added, removed } = keysChange(picked, next)
        if (mode === 'checkbox' && removed.length)
          onPick(
            removed.map((id) => ({ id, name: '' })),
            false,
          )
        const more = rows.filter((r) => {
          const id = idOf(r)
          return id !== undefined && id !== '' && added.includes(id)
        })
        if (more.length) onPick(more.map(asPicked), true)
      },
    },
    onRowClick: (row) => {
      const id = idOf(row)
      if (id) onPick([asPicked(row)], !picked.includes(id))
    },
  }
}
