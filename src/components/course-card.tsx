import { PlayCircleOutlined, UserOutlined } from '@ant-design/icons'
import type { TrainRes } from '../api/types'
import './course-card.css'

export interface CourseCardProps {
  course: TrainRes
  onOpen: (course: TrainRes) => void
}

/** A course tile (cover, name, study count); the page decides what opening it means. */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const count = course.studyCnt ?? course.viewCnt ?? 0
  const alt = `${course.resName}课程封面`
  return (
    <button type="button" className="course-card" onClick={() => onOpen(course)} title={course.resName}>
      {course.cover ? (
        <img className="course-card__cover" src={course.cover} alt={alt} loading="lazy" />
      ) : (
        <span className="course-card__cover course-card__cover--empty" role="img" aria-label={alt}><PlayCircleOutlined aria-hidden /></span>
      )}
      <span className="course-card__name">{course.resName}</span>
      <span className="course-card__meta">
        <UserOutlined aria-hidden /> {count}人学习
      </span>
    </button>
  )
}
