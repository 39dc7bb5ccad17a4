import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  defaultFilters,
  hasFilters,
  parseListState,
  writeListState,
  type FilterValues,
  type Filters,
  type ListSpec,
  type ListState,
} from './list-state'

/** The paging half of a list state: what a table or a pager needs. */
export interface ListPaging {
  page: number
  size: number
  pageSizes: readonly number[]
  /** another page; a new size goes back to page 1; `replace` leaves no history entry */
  setPage: (page: number, size?: number, options?: { replace?: boolean }) => void
}

/** What useListState gives a screen: the state and the ways to change it. */
export interface ListStateApi<F extends Filters> extends ListPaging {
  filters: FilterValues<F>
  /** true when some filter differs from its default */
  filtered: boolean
  /** new filter values (undefined = the default) and back to page 1 */
  setFilters: (next: Partial<FilterValues<F>>) => void
  /** every filter back to its default, page 1; the page size stays */
  reset: () => void
  /**
   * filters, setFilters and reset in one object that keeps its identity while the filters keep
   * their values: a filter bar given it (memoised) does not re-render when only the page changes
   */
  filterBar: {
    filters: FilterValues<F>
    setFilters: (next: Partial<FilterValues<F>>) => void
    reset: () => void
  }
}

/** Same keys with the same values. */
function sameValues(a: object, b: object): boolean {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  const keys = Object.keys(x)
  return keys.length === Object.keys(y).length && keys.every((k) => Object.is(x[k], y[k]))
}

/**
 * Filters, page and size of a list screen, kept in the URL query (new entries, so the back button
 * steps through them). `spec` is a module-level constant of the screen.
 */
export function useListState<F extends Filters>(spec: ListSpec<F>): ListStateApi<F> {
  const [params, setParams] = useSearchParams()
  const parsed = useMemo(() => parseListState(params, spec), [params, spec])
  // the filters keep their identity while their values stay (paging leaves them alone): React's
  // pattern for a value derived from the previous render
  const [filters, keepFilters] = useState(parsed.filters)
  if (filters !== parsed.filters && !sameValues(filters, parsed.filters))
    keepFilters(parsed.filters)
  const { page, size } = parsed

  // react-router gives a new setter with each query; the latest one is kept, so the callbacks
  // below (and what is built on them) keep their identity
  const setter = useRef(setParams)
  useLayoutEffect(() => {
    setter.current = setParams
  }, [setParams])
  // Each change starts from the query it replaces, so unrelated keys stay.
  const go = useCallback(
    (next: (current: ListState<F>) => ListState<F>, replace = false) =>
      setter.current((prev) => writeListState(next(parseListState(prev, spec)), spec, prev), {
        replace,
      }),
    [spec],
  )
  const setFilters = useCallback(
    (next: Partial<FilterValues<F>>) =>
      go((s) => ({ ...s, filters: { ...s.filters, ...next }, page: 1 })),
    [go],
  )
  const setPage = useCallback(
    (page: number, size?: number, options?: { replace?: boolean }) =>
      go(
        (s) => (size !== undefined && size !== s.size ? { ...s, page: 1, size } : { ...s, page }),
        options?.replace,
      ),
    [go],
  )
  const reset = useCallback(
    () => go((s) => ({ filters: defaultFilters(spec), page: 1, size: s.size })),
    [go, spec],
  )
  const filterBar = useMemo(() => ({ filters, setFilters, reset }), [filters, setFilters, reset])

  return useMemo(
    () => ({
      filters,
      page,
      size,
      pageSizes: spec.pageSizes,
      filtered: hasFilters({ filters, page, size }, spec),
      setFilters,
      setPage,
      reset,
      filterBar,
    }),
    [filters, page, size, spec, setFilters, setPage, reset, filterBar],
  )
}
