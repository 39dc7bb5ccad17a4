import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import type { TrainRes } from '../../api/types'
import { CoursePlayDialog } from '../../components/course-play/course-play-dialog'
import { PublicFrame } from '../../components/public/public-frame'
import { getToken } from '../../lib/token'
import { FirstClassCourses } from './first-class-courses'
import { FirstClassBanners, FirstClassLinks, FirstClassMiddleNav, FirstClassPartners, FirstClassTopNav } from './first-class-links'
import { FirstClassRecommend } from './first-class-recommend'
import './first-class.css'

/** /firstclassindex (第一课堂): banners, navigation, course lists and link groups of the first classroom. */
export function Component() {
  const navigate = useNavigate()
  const [playing, setPlaying] = useState<TrainRes | null>(null)
  const [playOpen, setPlayOpen] = useState(false)

  // Logged in: the study page; guest: the play dialog with its 30 s preview (spec 2).
  const openCourse = useCallback(
    (course: TrainRes) => {
      if (getToken()) {
        navigate(`/trainres/study?id=${encodeURIComponent(String(course.id))}`)
        return
      }
      setPlaying(course)
      setPlayOpen(true)
    },
    [navigate],
  )

  return (
    <PublicFrame nav={<FirstClassTopNav />}>
      <div className="fc-page">
        <h1 className="fc-page__title">第一课堂</h1>
        <FirstClassBanners />
        <FirstClassMiddleNav />
        <FirstClassCourses onOpen={openCourse} />
        <FirstClassRecommend onOpen={openCourse} />
        <div className="fc-columns">
          <FirstClassLinks id="fc-skills" title="岗位技能" linkType={3} />
          <FirstClassLinks id="fc-clubs" title="职工俱乐部" linkType={4} />
          <FirstClassLinks id="fc-projects" title="培训项目" linkType={5} />
        </div>
        <FirstClassPartners />
      </div>
      <CoursePlayDialog open={playOpen} resource={playing} onClose={() => setPlayOpen(false)} />
    </PublicFrame>
  )
}
