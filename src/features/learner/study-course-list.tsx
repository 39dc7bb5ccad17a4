import { Button, Col, Progress, Row } from 'antd'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import type { SearchResRow } from '../../api/train-res'
import { CourseCover } from '../../components/course-card'
import { hrefs } from '../../lib/paths'
import { progressOf, studyAction } from './my-study-query'
import './learner.css'

function StudyCourse({ course }: { course: SearchResRow }) {
  const navigate = useNavigate()
  const progress = progressOf(course)
  const href = hrefs.study(course.id)
  const action = studyAction(progress)
  // a plain click stays in the app; modified clicks keep the browser's own behaviour (new tab)
  const open = (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    navigate(href)
  }
  const nameId = `study-course-${course.id}`
  return (
    <article className="study-course" aria-labelledby={nameId}>
      <CourseCover className="study-course__cover" src={course.cover} />
      <div className="study-course__body">
        <h2 id={nameId} className="study-course__name" title={course.resName}>
          {course.resName}
        </h2>
        {progress === undefined ? (
          <p className="study-course__progress study-course__progress--unknown">学习进度 —</p>
        ) : (
          <Progress
            className="study-course__progress"
            percent={progress}
            size="small"
            format={(p) => `${p ?? 0}%`}
            // a finished course's bar is green; its percentage keeps the text colour (AA on white)
            styles={{ indicator: { color: 'rgba(0, 0, 0, 0.88)' } }}
            aria-label={`${course.resName} 学习进度`}
          />
        )}
        <Button
          type={progress === 0 ? 'default' : 'primary'}
          href={href}
          onClick={open}
          aria-label={`${action}：${course.resName}`}
        >
          {action}
        </Button>
      </div>
    </article>
  )
}

/**
 * The learner's courses as cards: cover, name, progress and 继续学习 / 开始学习 (学习进度 — and
 * 进入学习 when the row does not carry the progress).
 */
export function StudyCourseList({ courses }: { courses: SearchResRow[] }) {
  return (
    <Row gutter={[16, 16]} className="study-courses" role="list" aria-label="我的课程">
      {courses.map((course) => (
        <Col key={course.id} xs={24} sm={12} lg={8} xxl={6} role="listitem">
          <StudyCourse course={course} />
        </Col>
      ))}
    </Row>
  )
}
