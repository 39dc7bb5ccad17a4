import { exUserexamApi } from '../../api/ex-userexam'
import { examCodeOf, needsResultRows } from '../../components/exam-result/use-marking-state'
import type { PrefetchDispatch } from '../../lib/route-prefetch'

/** A paper's id from the page's query (userpaperId, digits only): undefined when it has none. */
export function paperIdOf(params: URLSearchParams): number | undefined {
  const raw = params.get('userpaperId')?.trim() ?? ''
  return /^\d+$/.test(raw) ? Number(raw) : undefined
}

/**
 * Starts the result page's calls with the page's own arguments while its code downloads
 * (route-loader.ts): the paper (GetExamResult), then, when the paper does not say whether it
 * awaits marking, its exam's result rows (GetExamResultList).
 */
export function prefetchExamResult(dispatch: PrefetchDispatch, params: URLSearchParams): void {
  const userpaperId = paperIdOf(params)
  if (userpaperId === undefined) return
  void dispatch(
    exUserexamApi.endpoints.getExamResult.initiate({ userpaperId }, { subscribe: false }),
  ).then(({ data }) => {
    if (data && needsResultRows(data))
      dispatch(
        exUserexamApi.util.prefetch('getExamResultList', { exammcode: examCodeOf(data) }, {}),
      )
  })
}
