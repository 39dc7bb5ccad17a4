import { useState } from 'react'
import { Alert, Button, Tabs } from 'antd'
import { useNavigate } from 'react-router'
import { useGetHomeResDirListQuery } from '../../api/assumed'
import { useIndexHotResQuery } from '../../api/train-res'
import type { TrainRes } from '../../api/types'
import { CourseCard } from '../../components/course-card'
import { CoursePlayDialog } from '../../components/course-play/course-play-dialog'
import { getToken } from '../../lib/token'
import { HomeSection, SectionBody } from './home-section'

const HOT_TOP = 10

function HotCourseGrid({ dCode, onOpen }: { dCode: string; onOpen: (course: TrainRes) => void }) {
  const query = useIndexHotResQuery({ dCode, top: HOT_TOP })
  const courses = query.data?.data ?? []
  return (
    <SectionBody query={query} empty={!courses.length} rows={4}>
      <ul className="home-courses">
        {courses.map((course) => (
          <li key={course.id}><CourseCard course={course} onOpen={onOpen} /></li>
        ))}
      </ul>
    </SectionBody>
  )
}

/** Hot courses by resource directory; the first tab 全部 asks with an empty dCode. */
export function HomeHotCourses() {
  const dirs = useGetHomeResDirListQuery()
  const navigate = useNavigate()
  const [playing, setPlaying] = useState<TrainRes | null>(null)

  // Logged in: the study page; guest: the player's preview (spec 2).
  const open = (course: TrainRes) => {
    if (getToken()) navigate(`/trainres/study?id=${encodeURIComponent(String(course.id))}`)
    else setPlaying(course)
  }

  const tabs = [{ dCode: '', dName: '全部' }, ...(dirs.data?.data ?? [])]
  return (
    <HomeSection id="home-hot" title="热门课程">
      {dirs.isError && (
        <Alert
          type="warning"
          showIcon
          className="home-hot__dirs-error"
          title="课程目录加载失败，仅显示全部课程"
          action={<Button size="small" onClick={() => void dirs.refetch()}>重试</Button>}
        />
      )}
      <Tabs
        items={tabs.map((dir) => ({
          key: `dir-${dir.dCode}`,
          label: dir.dName,
          children: <HotCourseGrid dCode={dir.dCode} onOpen={open} />,
        }))}
      />
      <CoursePlayDialog open={!!playing} resource={playing} onClose={() => setPlaying(null)} />
    </HomeSection>
  )
}
