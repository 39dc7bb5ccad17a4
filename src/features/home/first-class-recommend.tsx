import { useIndexRecommendResQuery } from '../../api/train-res'
import type { TrainRes } from '../../api/train-res'
import { CourseCover } from '../../components/course-card'
import { studyCountText } from '../../components/course-card-count'
import { QueryState } from '../../components/query-state'
import { FirstClassSection } from './first-class-section'

type Open = (course: TrainRes) => void

// IndexRecommendRes cate: 1 精选好课 (HOT), 2 新课推荐 (NEW), 3 免费好课 (GOOD).
const COLUMNS = [
  { cate: 1, title: '精选好课', tag: 'HOT' },
  { cate: 2, title: '新课推荐', tag: 'NEW' },
  { cate: 3, title: '免费好课', tag: 'GOOD' },
] as const

// The button is named by everything it shows (sort, name, introduction, count); the cover is decorative.
function CourseRow({ course, index, onOpen }: { course: TrainRes; index: number; onOpen: Open }) {
  const sort = course.sort ?? index + 1
  return (
    <li>
      <button type="button" className="fc-rank__item" onClick={() => onOpen(course)}>
        <span className={`fc-rank__sort ${index < 3 ? 'fc-rank__sort--top' : ''}`}>{sort}</span>
        <CourseCover className="fc-rank__cover" src={course.cover} width={96} height={60} />
        <span className="fc-rank__text">
          <span className="fc-rank__name">{course.resName}</span>
          {course.introduce && <span className="fc-rank__intro">{course.introduce}</span>}
          <span className="fc-rank__count">{studyCountText(course)}</span>
        </span>
      </button>
    </li>
  )
}

function RecommendColumn({
  cate,
  title,
  tag,
  onOpen,
}: (typeof COLUMNS)[number] & { onOpen: Open }) {
  const query = useIndexRecommendResQuery({ cate })
  const courses = query.data ?? []
  return (
    <FirstClassSection id={`fc-recommend-${cate}`} title={title} tag={tag} className="fc-rank">
      <QueryState query={query} empty={!courses.length} rows={5}>
        <ol className="fc-rank__list">
          {courses.map((course, i) => (
            <CourseRow key={course.id} course={course} index={i} onOpen={onOpen} />
          ))}
        </ol>
      </QueryState>
    </FirstClassSection>
  )
}

/** The three course lists 精选好课, 新课推荐, 免费好课, side by side (stacked below 992 px). */
export function FirstClassRecommend({ onOpen }: { onOpen: Open }) {
  return (
    <div className="fc-columns">
      {COLUMNS.map((column) => (
        <RecommendColumn key={column.cate} {...column} onOpen={onOpen} />
      ))}
    </div>
  )
}
