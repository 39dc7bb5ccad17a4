// The state of a list screen lives in the URL query, so a reload, a shared link and the back
// button give the same list. These are the pure halves (no React): parse and write the query.

/** One filter of a list screen: how it reads from the URL and what it is without a value there. */
export interface FilterField<T> {
  readonly kind: 'text' | 'number' | 'enum'
  /** the value when the URL has none or an invalid one; a default is left out of the URL */
  readonly default: T
  /** reads one URL value; undefined when it is not valid (the default is used then) */
  readonly parse: (raw: string) => T | undefined
  /** written even when it is the default: links elsewhere match on it (a nav item's typeId=1) */
  readonly always?: boolean
}

interface FieldOptions {
  always?: boolean
}

/** A text filter (keyword, name), trimmed; empty by default. */
export function textFilter(defaultValue = '', options: FieldOptions = {}): FilterField<string> {
  return { kind: 'text', default: defaultValue, parse: (raw) => raw.trim(), ...options }
}

/** An integer filter (an id, a status); without a default it is optional. */
export function numberFilter(): FilterField<number | undefined>
export function numberFilter(defaultValue: number, options?: FieldOptions): FilterField<number>
export function numberFilter(
  defaultValue?: number,
  options: FieldOptions = {},
): FilterField<number | undefined> {
  const parse = (raw: string) => {
    const value = Number(raw)
    return raw.trim() !== '' && Number.isInteger(value) ? value : undefined
  }
  return { kind: 'number', default: defaultValue, parse, ...options }
}

/** One of a fixed set of values (typeId 1 | 2, a status); without a default it is optional. */
export function enumFilter<const V extends string | number>(
  values: readonly V[],
): FilterField<V | undefined>
export function enumFilter<const V extends string | number>(
  values: readonly V[],
  defaultValue: V,
  options?: FieldOptions,
): FilterField<V>
export function enumFilter<const V extends string | number>(
  values: readonly V[],
  defaultValue?: V,
  options: FieldOptions = {},
): FilterField<V | undefined> {
  const parse = (raw: string) => values.find((value) => String(value) === raw)
  return { kind: 'enum', default: defaultValue, parse, ...options }
}

/** A screen's filters by URL key. */
export type Filters = Record<string, FilterField<unknown>>

/** The typed filter values of a description: each field's type is its default's. */
export type FilterValues<F extends Filters> = { [K in keyof F]: F[K]['default'] }

/** What a screen declares once, at module level: its filters and its page sizes. */
export interface ListSpec<F extends Filters> {
  filters: F
  /** the sizes offered (behaviour B9.3: 10, 20, 30, 50) */
  pageSizes: readonly number[]
  /** the size without one in the URL; the first of `pageSizes` unless said */
  defaultSize?: number
}

/** Filters, page and size as read from the URL. */
export interface ListState<F extends Filters> {
  filters: FilterValues<F>
  page: number
  size: number
}

/** URL key of the page; the same on every screen (links already point to it). */
export const PAGE_KEY = 'page'
/** URL key of the page size. */
export const SIZE_KEY = 'size'

/** The size a screen starts with. */
export const defaultSize = (spec: ListSpec<Filters>) => spec.defaultSize ?? spec.pageSizes[0] ?? 10

/** Every filter at its default. */
export function defaultFilters<F extends Filters>(spec: ListSpec<F>): FilterValues<F> {
  return mapFields(spec.filters, (field) => field.default)
}

/** Reads a list state from the URL query; missing or invalid values fall back to the defaults. */
export function parseListState<F extends Filters>(
  params: URLSearchParams,
  spec: ListSpec<F>,
): ListState<F> {
  const filters = mapFields(spec.filters, (field, key) => {
    const raw = params.get(key)
    return (raw === null ? undefined : field.parse(raw)) ?? field.default
  })
  const page = Math.floor(Number(params.get(PAGE_KEY)))
  const size = Number(params.get(SIZE_KEY))
  return {
    filters,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    size: spec.pageSizes.includes(size) ? size : defaultSize(spec),
  }
}

/**
 * The URL query of a list state: `base` with this list's keys rewritten, so unrelated keys stay.
 * Defaults are left out to keep links short (unless a field says `always`).
 */
export function writeListState<F extends Filters>(
  state: ListState<F>,
  spec: ListSpec<F>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base)
  const values: Record<string, unknown> = state.filters
  for (const key of [...Object.keys(spec.filters), PAGE_KEY, SIZE_KEY]) params.delete(key)
  for (const [key, field] of Object.entries(spec.filters)) {
    const value = values[key]
    // written through parse, so what lands in the URL reads back the same (trimmed, valid)
    const parsed = value === undefined || value === null ? undefined : field.parse(String(value))
    if (parsed === undefined || (parsed === field.default && !field.always)) continue
    params.set(key, String(parsed))
  }
  if (state.page > 1) params.set(PAGE_KEY, String(state.page))
  if (state.size !== defaultSize(spec)) params.set(SIZE_KEY, String(state.size))
  return params
}

/** True when some filter differs from its default (a screen may load only then). */
export function hasFilters<F extends Filters>(state: ListState<F>, spec: ListSpec<F>): boolean {
  const values: Record<string, unknown> = state.filters
  return Object.entries(spec.filters).some(([key, field]) => values[key] !== field.default)
}

function mapFields<F extends Filters>(
  fields: F,
  value: (field: FilterField<unknown>, key: string) => unknown,
): FilterValues<F> {
  const entries = Object.entries(fields).map(([key, field]) => [key, value(field, key)])
  // TypeScript cannot follow a mapped type through Object.entries; each value is its own
  // field's default or parse result, so it has that field's type.
  return Object.fromEntries(entries) as FilterValues<F>
}
