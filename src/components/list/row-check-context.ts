import { createContext, type Key } from 'react'

/** What the selection boxes of a table read and do (ListTable provides it). */
export interface CheckApi {
  selected: ReadonlySet<Key>
  /** the keys of the rows on this page, in order */
  pageKeys: readonly Key[]
  /** a row's box: `range` (shift held) extends from the last box used */
  toggle: (key: Key, range: boolean) => void
  /** the header's box: every row of the page on or off */
  togglePage: (on: boolean) => void
}

export const CheckContext = createContext<CheckApi | null>(null)
