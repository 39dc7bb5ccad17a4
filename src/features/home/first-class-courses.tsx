import { useGetIndexResDirListQuery } from '../../api/train-resdir'
import type { TrainRes } from '../../api/train-res'
import { CourseTabs } from './course-tabs'
import { FirstClassSection } from './first-class-section'

/** Recommended courses in tabs by directory code; the first tab 全部 asks with an empty dCode. */
export function FirstClassCourses({ onOpen }: { onOpen: (course: TrainRes) => void }) {
  const dirs = useGetIndexResDirListQuery()
  return (
    <FirstClassSection id="fc-courses" title="推荐课程">
      <CourseTabs
        dirs={dirs.data ?? []}
        dirsFailed={dirs.isError}
        onRetryDirs={() => void dirs.refetch()}
        onOpen={onOpen}
      />
    </FirstClassSection>
  )
}
