import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import type { TrainRes } from '../../api/train-res'
import { LazyCoursePlayDialog } from '../../components/course-play/lazy-course-play-dialog'
import { PublicFrame } from '../../components/public/public-frame'
import { getToken } from '../../lib/token'
import { FirstClassCourses } from './first-class-courses'
import {
  FirstClassBanners,
  FirstClassLinks,
  FirstClassMiddleNav,
  FirstClassPartners,
} from './first-class-links'
import { LINK_GROUPS } from './home-link-data'
import { FirstClassRecommend } from './first-class-recommend'
import './first-class.css'
import { hrefs } from '../../lib/paths'

/** /firstclassindex (第一课堂): banners, navigation, course lists and link groups of the first classroom. */
function FirstClassPage() {
  const navigate = useNavigate()
  const [playing, setPlaying] = useState<TrainRes | null>(null)
  const [playOpen, setPlayOpen] = useState(false)

  // Logged in: the study page; guest: the play dialog with its 30 s preview (behaviour B2.10,
  // B2.28).
  const openCourse = useCallback(
    (course: TrainRes) => {
      if (getToken()) {
        navigate(hrefs.study(course.id))
        return
      }
      setPlaying(course)
      setPlayOpen(true)
    },
    [navigate],
  )

  return (
    <PublicFrame>
      <div className="fc-page">
        <h1 className="sr-only">第一课堂</h1>
        <FirstClassBanners />
        <FirstClassMiddleNav />
        <FirstClassCourses onOpen={openCourse} />
        <FirstClassRecommend onOpen={openCourse} />
        <div className="fc-columns">
          {LINK_GROUPS.map((g) => (
            <FirstClassLinks
              key={g.linkType}
              id={`fc-links-${g.linkType}`}
              title={g.title}
              linkType={g.linkType}
            />
          ))}
        </div>
        <FirstClassPartners />
      </div>
      <LazyCoursePlayDialog open={playOpen} resource={playing} onClose={() => setPlayOpen(false)} />
    </PublicFrame>
  )
}

export { FirstClassPage as Component }
