import { ArrowLeftOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useRef } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { ExamResultActions } from '../../components/exam-result/exam-result-actions'
import { ExamResultView } from '../../components/exam-result/exam-result-view'
import { paths } from '../../lib/paths'
import { paperIdOf } from './exam-result-data'
import './examview-page.css'

// The learner's exams are a server-menu page (no fixed path in paths.ts): the way back without a
// history is the learner's home page, whose 我的考试 card lists them.
const MY_EXAMS = paths.dashboard

/** /ysUserExam/examview?userpaperId= (考试结果): a handed-in paper, with 导出 PDF and 打印. */
function ExamViewPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const content = useRef<HTMLElement>(null)
  const userpaperId = paperIdOf(params)

  if (userpaperId === undefined) {
    return (
      <div className="examview-page">
        <StatusResult
          status="warning"
          title={<h1 className="examview-page__missing">缺少试卷编号</h1>}
          extra={<Link to={MY_EXAMS}>返回我的考试</Link>}
        />
      </div>
    )
  }

  const back = () => void (location.key === 'default' ? navigate(MY_EXAMS) : navigate(-1))
  return (
    <div className="examview-page">
      <div className="examview-page__bar no-print">
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          返回
        </Button>
        <ExamResultActions userpaperId={userpaperId} target={content} />
      </div>
      <ExamResultView ref={content} userpaperId={userpaperId} headingLevel={1} />
    </div>
  )
}

export { ExamViewPage as Component }
