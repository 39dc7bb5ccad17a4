import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once'
import type { CoursePlayDialogProps } from './course-play-dialog'

const CoursePlayDialog = lazy(() =>
  import('./course-play-dialog').then((m) => ({ default: m.CoursePlayDialog })),
)

/** The course player dialog, loaded when a course is first opened (not with the page). */
export function LazyCoursePlayDialog(props: CoursePlayDialogProps) {
  const used = useOpenedOnce(props.open)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <CoursePlayDialog {...props} />
    </Suspense>
  )
}
