import type { Page } from '../../api/base-api'

// The API layer gives each paged list as one page, rows and a total, whichever of the backend's two
// shapes the call answers (behaviour B3.15, src/api/base-api.ts). The request side spells its paging fields four
// ways; each screen names its spelling once.

/** The page of a list before its first answer: one empty list, so a memoised table skips a render. */
export const NO_PAGE: Page<never> = { rows: [], total: 0 }

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
