import { useState } from 'react'
import { PlayCircleOutlined, UserOutlined } from '@ant-design/icons'
import type { TrainRes } from '../api/train-res'
import { studyCountText } from './course-card-count'
import './course-card.css'

export interface CourseCoverProps {
  src?: string
  className: string
  width?: number
  height?: number
}

/**
 * A course cover beside its visible name, so decorative (alt=""); without a cover, or when it
 * fails to load, a neutral placeholder drawn here (no asset that a deployment might lack).
 */
export function CourseCover({ src, className, width, height }: CourseCoverProps) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <span className={`${className} course-cover--empty`} aria-hidden>
        <PlayCircleOutlined />
      </span>
    )
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      width={width}
      height={height}
      onError={() => setFailed(src)}
    />
  )
}

export interface CourseCardProps {
  course: TrainRes
  onOpen: (course: TrainRes) => void
}

/** A course tile (cover, name, study count); the page decides what opening it means. */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  return (
    <button
      type="button"
      className="course-card"
      onClick={() => onOpen(course)}
      title={course.resName}
    >
      <CourseCover className="course-card__cover" src={course.cover} />
      <span className="course-card__name">{course.resName}</span>
      <span className="course-card__meta">
        <UserOutlined aria-hidden /> {studyCountText(course)}
      </span>
    </button>
  )
}
