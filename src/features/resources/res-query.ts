import type { TrainResListQuery } from '../../api/train-res'
import { numberFilter, textFilter, type ListState } from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'

/**
 * The URL of a resource list: keyword, directory (dir, a dCode), status (a code as the answers
 * give it: any integer, since the spec shows none), page and size.
 */
export const resListSpec = {
  filters: {
    keyword: textFilter(),
    dir: textFilter(),
    status: numberFilter(),
  },
  pageSizes: [20, 50, 100],
}

export type ResListState = ListState<typeof resListSpec.filters>

/** The body of GetTrainResPageList / GetTrainResAuditPageList / GetSearchPageList. */
export function resListBody({ filters, page, size }: ResListState): TrainResListQuery {
  return {
    ...pagingFields('pageIndex/pageRows', { page, size }),
    search: { keyword: filters.keyword, dCode: filters.dir, status: filters.status ?? '' },
  }
}
