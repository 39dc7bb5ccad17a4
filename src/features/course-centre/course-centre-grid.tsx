import { useNavigate } from 'react-router'
import { CourseCard } from '../../components/course-card'
import { hrefs } from '../../lib/paths'
import type { CentreCourse } from './course-centre-query'
import { CourseFavourite } from './course-favourite'
import { useGridColumns } from './use-grid-columns'

/**
 * The course grid: 5 cards a row on a desktop (4, 3, then 2 on narrower screens); a card opens
 * the study page, its star toggles the favourite.
 */
export function CourseCentreGrid({ courses }: { courses: CentreCourse[] }) {
  const navigate = useNavigate()
  const columns = useGridColumns()
  return (
    <ul
      className="course-centre-grid"
      aria-label="课程列表"
      data-columns={columns}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {courses.map((course) => (
        <li key={course.id} className="course-centre-grid__item">
          <CourseCard course={course} onOpen={(c) => navigate(hrefs.study(c.id))} />
          <CourseFavourite course={course} />
        </li>
      ))}
    </ul>
  )
}
