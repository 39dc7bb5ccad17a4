import { StatusResult } from '../../components/status-result'
import { useSearchParams } from 'react-router'
import { useAccountKey } from '../../lib/account-identity'
import { ExamSession } from './exam-session'
import './exam-paper.css'
import './exam-layout.css'

/** /ysUserExam/exam?examCode=: the paper of an exam, started from its detail dialog. */
function ExamPage() {
  const [params] = useSearchParams()
  const examCode = params.get('examCode')?.trim() ?? ''
  // what this device keeps of a paper is the signed-in account's alone
  const owner = useAccountKey()
  if (!examCode)
    return (
      <StatusResult status="warning" title="缺少考试编号" subTitle="请从“我的考试”进入考试。" />
    )
  if (!owner)
    return <StatusResult status="warning" title="登录已失效" subTitle="请重新登录后再进入考试。" />
  return <ExamSession key={`${owner}:${examCode}`} examCode={examCode} userId={owner} />
}

export { ExamPage as Component }
