import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once'
import type { ExamResultDialogProps } from './exam-result-dialog'

const ExamResultDialog = lazy(() =>
  import('./exam-result-dialog').then((m) => ({ default: m.ExamResultDialog })),
)

/** The exam result dialog, loaded when a result is first opened (not with the page). */
export function LazyExamResultDialog(props: ExamResultDialogProps) {
  const used = useOpenedOnce(props.userpaperId !== undefined && props.userpaperId !== '')
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ExamResultDialog {...props} />
    </Suspense>
  )
}
