import { Result } from 'antd'
import { useSearchParams } from 'react-router'
import { useAppSelector } from '../../lib/hooks'
import { selectInfo } from '../../lib/session-slice'
import { ExamSession } from './exam-session'
import './exam-paper.css'
import './exam-layout.css'

/** /ysUserExam/exam?examCode=: the paper of an exam, started from its detail dialog. */
export function Component() {
  const [params] = useSearchParams()
  const examCode = params.get('examCode')?.trim() ?? ''
  const info = useAppSelector(selectInfo)
  const userId = String(info?.userId ?? info?.accountCode ?? 'me')
  if (!examCode)
    return <Result status="warning" title="缺少考试编号" subTitle="请从“我的考试”进入考试。" />
  return <ExamSession key={`${userId}:${examCode}`} examCode={examCode} userId={userId} />
}
