import { useGetExamResultListQuery, type ExamResult } from '../../api/ex-userexam'
import type { Id } from '../../api/types'

/**
 * Whether a handed-in paper awaits marking. GetExamResult's paper does not document
 * delayMarkingPapers; the exam's result rows (GetExamResultList) do. The paper's own value is
 * used when the answer has it, else the row of this paper among the exam's results.
 */
export type MarkingState =
  | { kind: 'loading' }
  /** the answer or the results list says */
  | { kind: 'known'; delayMarkingPapers: number }
  /** neither could tell: the result is shown with a notice */
  | { kind: 'unknown' }

export function useMarkingState(userpaperId: Id, result: ExamResult | undefined): MarkingState {
  const own = result?.paper.delayMarkingPapers
  const examCode = result?.examinfo.examCode || result?.paper.examCode || ''
  const rows = useGetExamResultListQuery(
    { exammcode: examCode },
    { skip: !result || own !== undefined || !examCode },
  )
  if (!result) return { kind: 'loading' }
  if (own !== undefined) return { kind: 'known', delayMarkingPapers: own }
  if (!examCode || rows.isError) return { kind: 'unknown' }
  if (!rows.data) return { kind: 'loading' }
  const row = rows.data.find((r) => String(r.id) === String(userpaperId))
  return row?.delayMarkingPapers === undefined
    ? { kind: 'unknown' }
    : { kind: 'known', delayMarkingPapers: row.delayMarkingPapers }
}
