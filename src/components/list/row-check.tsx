import { memo, useContext, useEffect, useLayoutEffect, useRef, type Key } from 'react'
import { CheckContext } from './row-check-context'
import './list.css'

/**
 * A row's selection box. Selecting re-renders these boxes only: the rows and their cells stay as
 * they are (antd's rowSelection re-rendered every cell of every row for each click).
 */
export const RowCheck = memo(function RowCheck({ rowKey, index }: { rowKey: Key; index: number }) {
  const api = useContext(CheckContext)
  const box = useRef<HTMLInputElement>(null)
  const checked = api?.selected.has(rowKey) ?? false
  // the row's highlight, as a class on its <tr>: a CSS :has() rule on the box made the browser
  // restyle the whole table for each click (a third of the time to select 100 rows)
  useLayoutEffect(() => {
    box.current?.closest('tr')?.classList.toggle('list-table__row--checked', checked)
  }, [checked])
  if (!api) return null
  return (
    <input
      ref={box}
      type="checkbox"
      className="list-table__check"
      checked={checked}
      aria-label={`选择第 ${index + 1} 行`}
      onChange={(event) =>
        api.toggle(rowKey, (event.nativeEvent as MouseEvent | KeyboardEvent).shiftKey === true)
      }
    />
  )
})

/** The header's box: on when every row of the page is selected, mixed when some are. */
export function PageCheck() {
  const api = useContext(CheckContext)
  const box = useRef<HTMLInputElement>(null)
  const keys = api?.pageKeys ?? []
  const count = keys.filter((key) => api?.selected.has(key)).length
  const all = keys.length > 0 && count === keys.length
  const some = count > 0 && !all
  useEffect(() => {
    if (box.current) box.current.indeterminate = some
  }, [some])
  if (!api) return null
  return (
    <input
      ref={box}
      type="checkbox"
      className="list-table__check"
      checked={all}
      disabled={keys.length === 0}
      aria-label="全选本页"
      onChange={() => api.togglePage(!all)}
    />
  )
}
