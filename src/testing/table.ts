import { screen, waitFor, within, type Matcher } from '@testing-library/react'
import { antd } from './antd'

/** The column headers of a table, as they read. */
export const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent)

/**
 * The data row of the table named `table` that shows `text`, once there is exactly one. The
 * table is looked up on every try: a list replaces it while a new filter or page loads.
 */
export function findRow(table: string, text: Matcher, { timeout }: { timeout?: number } = {}) {
  return waitFor(
    () => {
      const rows = antd
        .tableRows(screen.getByRole('table', { name: table }))
        .filter((row) => within(row).queryAllByText(text).length > 0)
      if (rows.length !== 1) throw new Error(`${rows.length} rows of ${table} show ${String(text)}`)
      return rows[0]
    },
    { timeout },
  )
}

/** The same row, to query within. */
export const rowOf = async (table: string, text: Matcher, options?: { timeout?: number }) =>
  within(await findRow(table, text, options))

/** What `rowOf` gives. */
export type Row = Awaited<ReturnType<typeof rowOf>>
