import { useCallback, useMemo } from 'react'
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
}

/**
 * Filters, page and size of a list screen, kept in the URL query (new entries, so the back button
 * steps through them). `spec` is a module-level constant of the screen.
 */
export function useListState<F extends Filters>(spec: ListSpec<F>): ListStateApi<F> {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseListState(params, spec), [params, spec])

  // Each change starts from the query it replaces, so unrelated keys stay.
  const go = useCallback(
    (next: (current: ListState<F>) => ListState<F>, replace = false) =>
      setParams((prev) => writeListState(next(parseListState(prev, spec)), spec, prev), {
        replace,
      }),
    [setParams, spec],
  )

  return useMemo(
    () => ({
      ...state,
      pageSizes: spec.pageSizes,
      filtered: hasFilters(state, spec),
      setFilters: (next) => go((s) => ({ ...s, filters: { ...s.filters, ...next }, page: 1 })),
      setPage: (page, size, options) =>
        go(
          (s) => (size !== undefined && size !== s.size ? { ...s, page: 1, size } : { ...s, page }),
          options?.replace,
        ),
      reset: () => go((s) => ({ filters: defaultFilters(spec), page: 1, size: s.size })),
    }),
    [state, spec, go],
  )
}
