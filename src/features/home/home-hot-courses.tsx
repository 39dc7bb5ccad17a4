import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useGetHomeResDirListQuery } from '../../api/assumed'
import type { TrainRes } from '../../api/train-res'
import { LazyCoursePlayDialog } from '../../components/course-play/lazy-course-play-dialog'
import { getToken } from '../../lib/token'
import { CourseTabs } from './course-tabs'
import { HomeSection } from './home-section'
import { hrefs } from '../../lib/paths'

/** Hot courses by resource directory; the first tab 全部 asks with an empty dCode. */
export function HomeHotCourses() {
  const dirs = useGetHomeResDirListQuery()
  const navigate = useNavigate()
  const [playing, setPlaying] = useState<TrainRes | null>(null)

  // Logged in: the study page; guest: the player's preview (behaviour B2.10).
  const open = (course: TrainRes) => {
    if (getToken()) navigate(hrefs.study(course.id))
    else setPlaying(course)
  }

  return (
    <HomeSection id="home-hot" title="热门课程">
      <CourseTabs
        dirs={dirs.data ?? []}
        dirsFailed={dirs.isError}
        onRetryDirs={() => void dirs.refetch()}
        onOpen={open}
      />
      <LazyCoursePlayDialog open={!!playing} resource={playing} onClose={() => setPlaying(null)} />
    </HomeSection>
  )
}
