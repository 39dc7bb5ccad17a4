import { Alert, Button, Tabs } from 'antd'
import { useIndexHotResQuery } from '../../api/train-res'
import type { TrainRes } from '../../api/train-res'
import type { ResDir } from '../../api/train-resdir'
import { CourseCard } from '../../components/course-card'
import { QueryState } from '../../components/query-state'
import './course-tabs.css'
import { HOT_TOP } from './first-calls'

type Open = (course: TrainRes) => void

function CourseGrid({ dCode, onOpen }: { dCode: string; onOpen: Open }) {
  const query = useIndexHotResQuery({ dCode, top: HOT_TOP })
  const courses = query.data ?? []
  return (
    <QueryState query={query} empty={!courses.length} rows={4}>
      <ul className="course-grid">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </QueryState>
  )
}

export interface CourseTabsProps {
  dirs: ResDir[]
  /** the directory call failed: only 全部 is shown, with a retry */
  dirsFailed: boolean
  onRetryDirs: () => void
  onOpen: Open
}

/**
 * Hot courses (IndexHotRes, top 10) in tabs by directory; the first tab 全部 asks with an empty dCode.
 * The tab row wraps instead of scrolling: antd's overflow menu button sits inside the tablist,
 * which screen readers (and axe) reject, and hides tabs on a phone.
 */
export function CourseTabs({ dirs, dirsFailed, onRetryDirs, onOpen }: CourseTabsProps) {
  const tabs = [{ dCode: '', dName: '全部' }, ...dirs]
  return (
    <>
      {dirsFailed && (
        <Alert
          type="warning"
          showIcon
          className="course-tabs__dirs-error"
          title="课程目录加载失败，仅显示全部课程"
          action={
            <Button size="small" onClick={onRetryDirs}>
              重试
            </Button>
          }
        />
      )}
      <Tabs
        className="wrapping-tabs"
        items={tabs.map((dir) => ({
          key: `dir-${dir.dCode}`,
          label: dir.dName,
          children: <CourseGrid dCode={dir.dCode} onOpen={onOpen} />,
        }))}
      />
    </>
  )
}
