// The backend pages in two shapes (behaviour B3.15): `data.models` + `data.totalCount`, or `data` +
// the envelope's `total`. Screens see one: rows and a total. The request side spells its paging
// fields four ways; each screen names its spelling once.

/** One page of a list; `error` says the answer did not have the list where it belongs. */
export interface Paged<T> {
  rows: T[]
  total: number
  error?: Error
}

type Maybe<T> = T | null | undefined

/** `data.models` + `data.totalCount` (GetUserList, GetRoleListPage ...) -> rows and total. */
export function pageFromModels<T>(
  answer: Maybe<{ data?: Maybe<{ models?: Maybe<T[]>; totalCount?: Maybe<number | string> }> }>,
): Paged<T> {
  const data = answer?.data
  return toPage(data?.models, data?.totalCount, 'data.models')
}

/** `data` (the rows) + envelope `total` (GetNewsPageListByTypeId ...) -> rows and total. */
export function pageFromTotal<T>(
  answer: Maybe<{ data?: Maybe<T[]>; total?: Maybe<number | string> }>,
): Paged<T> {
  return toPage(answer?.data, answer?.total, 'data')
}

// A legacy backend sends null for an empty list: that is empty. Anything else that is not an
// array is a failure of the call, shown like one (the screen's error state with 重试).
// one empty list for every empty answer: a memoised table sees the same rows and skips a render
const NO_ROWS: never[] = []

function toPage<T>(list: unknown, total: unknown, where: string): Paged<T> {
  if (list === null || list === undefined) return { rows: NO_ROWS, total: 0 }
  if (!isList<T>(list))
    return { rows: NO_ROWS, total: 0, error: new Error(`列表数据格式错误：${where} 不是数组`) }
  const count = Number(total)
  // no usable total: at least the rows that came
  return { rows: list, total: Number.isFinite(count) && count >= 0 ? count : list.length }
}

function isList<T>(value: unknown): value is T[] {
  return Array.isArray(value)
}

/** How a call spells its paging fields (the backend is not consistent). */
export interface PagingSpellings {
  'pageIndex/pageRows': { pageIndex: number; pageRows: number }
  'PageIndex/PageRows': { PageIndex: number; PageRows: number }
  'pageIndex/pageSize': { pageIndex: number; pageSize: number }
  'PageIndex/pageSize': { PageIndex: number; pageSize: number }
}

const spell: { [S in keyof PagingSpellings]: (page: number, size: number) => PagingSpellings[S] } =
  {
    'pageIndex/pageRows': (pageIndex, pageRows) => ({ pageIndex, pageRows }),
    'PageIndex/PageRows': (PageIndex, PageRows) => ({ PageIndex, PageRows }),
    'pageIndex/pageSize': (pageIndex, pageSize) => ({ pageIndex, pageSize }),
    'PageIndex/pageSize': (PageIndex, pageSize) => ({ PageIndex, pageSize }),
  }

/** The request's paging fields for a page and size, spelt the way the call wants them. */
export function pagingFields<S extends keyof PagingSpellings>(
  spelling: S,
  paging: { page: number; size: number },
): PagingSpellings[S] {
  return spell[spelling](paging.page, paging.size)
}
