import { Alert, Button, Tabs } from 'antd'
import { useGetIndexResDirListQuery } from '../../api/train-resdir'
import { useIndexHotResQuery } from '../../api/train-res'
import type { TrainRes } from '../../api/types'
import { CourseCard } from '../../components/course-card'
import { SectionBody } from './home-section'
import { FirstClassSection } from './first-class-section'

const HOT_TOP = 10

type Open = (course: TrainRes) => void

function CourseGrid({ dCode, onOpen }: { dCode: string; onOpen: Open }) {
  const query = useIndexHotResQuery({ dCode, top: HOT_TOP })
  const courses = query.data?.data ?? []
  return (
    <SectionBody query={query} empty={!courses.length} rows={4}>
      <ul className="fc-courses">
        {courses.map((course) => (
          <li key={course.id}><CourseCard course={course} onOpen={onOpen} /></li>
        ))}
      </ul>
    </SectionBody>
  )
}

/** Recommended courses in tabs by directory code; the first tab 全部 asks with an empty dCode. */
export function FirstClassCourses({ onOpen }: { onOpen: Open }) {
  const dirs = useGetIndexResDirListQuery()
  const tabs = [{ dCode: '', dName: '全部' }, ...(dirs.data?.data ?? [])]
  return (
    <FirstClassSection id="fc-courses" title="推荐课程">
      {dirs.isError && (
        <Alert
          type="warning"
          showIcon
          className="fc-courses__dirs-error"
          title="课程目录加载失败，仅显示全部课程"
          action={<Button size="small" onClick={() => void dirs.refetch()}>重试</Button>}
        />
      )}
      <Tabs
        items={tabs.map((dir) => ({
          key: `dir-${dir.dCode}`,
          label: dir.dName,
          children: <CourseGrid dCode={dir.dCode} onOpen={onOpen} />,
        }))}
      />
    </FirstClassSection>
  )
}
