import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once'
import type { ExamDetailDialogProps } from './exam-detail-dialog'

const ExamDetailDialog = lazy(() =>
  import('./exam-detail-dialog').then((m) => ({ default: m.ExamDetailDialog })),
)

/** The exam detail dialog, loaded when an exam is first opened (not with the page). */
export function LazyExamDetailDialog(props: ExamDetailDialogProps) {
  const used = useOpenedOnce(!!props.examCode)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ExamDetailDialog {...props} />
    </Suspense>
  )
}
