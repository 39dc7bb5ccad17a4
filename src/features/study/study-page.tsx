import { useSearchParams } from 'react-router'
import { courseId } from './study-data'
import { StudyMissing } from './study-missing'
import { StudyView } from './study-view'
import './study-page.css'

/** 课程学习 (/trainres/study?id=): the course player, its notes, related courses and my exams. */
function StudyPage() {
  const [params] = useSearchParams()
  const id = courseId(params.get('id'))
  if (id === undefined) return <StudyMissing message="课程地址不正确，未找到要学习的课程" />
  // another course is another visit: fresh state and a new heartbeat guid
  return <StudyView key={id} id={id} />
}

export { StudyPage as Component }
