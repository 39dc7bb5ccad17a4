import type { TrainResStudyDetail } from '../../api/train-res'
import { FavouriteButton } from './favourite-button'

type Course = Pick<
  TrainResStudyDetail,
  'id' | 'resName' | 'introduce' | 'studyCnt' | 'isCollect' | 'progress'
>

/**
 * The course name (the page's h1), how many have studied it, the learner's progress, 收藏. A count
 * or progress the answer did not give shows —, never 0.
 */
export function CourseInfo({ course }: { course: Course }) {
  const { progress, studyCnt } = course
  return (
    <header className="study-head">
      <div className="study-head__text">
        <h1 className="study-head__title">{course.resName}</h1>
        <div className="study-head__meta">
          <span>{studyCnt ?? '—'} 人学习</span>
          <span>
            学习进度 {progress === undefined ? '—' : `${Math.max(0, Math.min(100, progress))}%`}
          </span>
        </div>
      </div>
      <FavouriteButton course={course} />
    </header>
  )
}

/** 课程简介: the introduction as plain text (line breaks kept). */
export function CourseIntro({ course }: { course: Course }) {
  return (
    <section className="study-intro" aria-labelledby="study-intro-title">
      <h2 id="study-intro-title" className="study-intro__title">
        课程简介
      </h2>
      <p className="study-intro__text">{course.introduce?.trim() || '暂无简介'}</p>
    </section>
  )
}
