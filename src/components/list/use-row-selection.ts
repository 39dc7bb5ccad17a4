import { useCallback, useMemo, useState } from 'react'
import type { Key } from 'react'

/** Selected rows of a list, kept across pages so a batch action can send all of them. */
export interface RowSelection<T> {
  keys: Key[]
  rows: T[]
  /** what the table reports: the keys now selected and the rows it knows for them */
  change: (keys: readonly Key[], rows: readonly (T | undefined)[]) => void
  clear: () => void
}

/**
 * The screen owns the selection (its batch buttons read it); ListTable shows it. Rows of other
 * pages are remembered here, since the table only holds the rows of the page it shows.
 */
export function useRowSelection<T>(): RowSelection<T> {
  const [selected, setSelected] = useState<ReadonlyMap<Key, T>>(new Map())

  const change = useCallback((keys: readonly Key[], rows: readonly (T | undefined)[]) => {
    setSelected((previous) => {
      const next = new Map<Key, T>()
      keys.forEach((key, i) => {
        const row = rows[i] ?? previous.get(key)
        if (row !== undefined) next.set(key, row)
      })
      return next
    })
  }, [])
  const clear = useCallback(() => setSelected(new Map()), [])

  return useMemo(
    () => ({ keys: [...selected.keys()], rows: [...selected.values()], change, clear }),
    [selected, change, clear],
  )
}
