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

/** The exam a handed-in paper belongs to, whose result rows say what the paper may not. */
export const examCodeOf = (result: ExamResult | undefined): string =>
  result?.examinfo.examCode || result?.paper.examCode || ''

/** Whether the marking state needs the exam's result rows (the paper does not say it). */
export const needsResultRows = (result: ExamResult): boolean =>
  result.paper.delayMarkingPapers === undefined && examCodeOf(result) !== ''

export function useMarkingState(userpaperId: Id, result: ExamResult | undefined): MarkingState {
  const own = result?.paper.delayMarkingPapers
  const examCode = examCodeOf(result)
  const rows = useGetExamResultListQuery(
    { exammcode: examCode },
    { skip: !result || !needsResultRows(result) },
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
