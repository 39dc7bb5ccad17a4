import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { LazyExamDetailDialog } from '../../components/exam-detail/lazy-exam-detail-dialog'
import { LoadError } from '../../components/load-error'
import { Loading } from '../../components/query-state'
import { paths } from '../../lib/paths'
import { ExamPaper } from './exam-paper'
import { usePaperLock } from './use-paper-lock'
import { useExamPaper } from './use-exam-paper'

/** One exam of one learner: finds the paper, keeps it to one tab, then shows it. */
export function ExamSession({ examCode, userId }: { examCode: string; userId: string }) {
  const navigate = useNavigate()
  const lookup = useExamPaper(examCode, userId)
  // no paper in progress: the exam's detail (its rules, its end, 开始考试) opens at once, so that
  // a link to the exam (a 考试提醒 message) is one click from the start; closed, the button reopens it
  const [detailClosed, setDetailClosed] = useState(false)
  const paperKey = lookup.kind === 'paper' ? `${userId}:${lookup.paperId}` : undefined
  const lock = usePaperLock(paperKey)

  if (lookup.kind === 'loading') return <Loading rows={11} />
  if (lookup.kind === 'error')
    return <LoadError error={lookup.error} title="考试信息加载失败" onRetry={() => navigate(0)} />
  if (lookup.kind === 'closed')
    return (
      <>
        <StatusResult
          status="info"
          title="当前没有进行中的试卷"
          subTitle="请在考试详情中阅读考试规则后进入考试。"
          extra={[
            <Button key="detail" type="primary" onClick={() => setDetailClosed(false)}>
              查看考试详情
            </Button>,
            <Button key="home" onClick={() => navigate(paths.dashboard)}>
              返回首页
            </Button>,
          ]}
        />
        <LazyExamDetailDialog
          examCode={detailClosed ? undefined : examCode}
          onClose={() => setDetailClosed(true)}
        />
      </>
    )
  // the paper waits for the other tabs' answer: shown in two, it would be handed in twice
  if (lock.state === 'asking') return <Loading rows={11} />
  if (lock.state === 'elsewhere')
    return (
      <StatusResult
        status="warning"
        title="该试卷已在其他窗口打开"
        subTitle="为避免两个窗口的答案互相覆盖，请在原窗口继续作答。"
        extra={
          <Button type="primary" onClick={lock.takeOver}>
            在此窗口作答
          </Button>
        }
      />
    )
  return (
    <ExamPaper
      key={lookup.paperId}
      userId={userId}
      paperId={lookup.paperId}
      examCode={examCode}
      examName={lookup.examName}
      deadline={lookup.deadline}
    />
  )
}
