import { useState } from 'react'
import { Button, Descriptions, Skeleton, Tag } from 'antd'
import { useGetUserExamDetailQuery } from '../../api/ex-userexam'
import { useGetFPMyStudyDataQuery, type StudySummary } from '../../api/project-project'
import { examStatusText } from '../../components/exam-detail/exam-rules'
import { examTimeText, scoreText } from '../../components/exam-result/result-texts'
import { LazyExamDetailDialog } from '../../components/exam-detail/lazy-exam-detail-dialog'
import { LoadError } from '../../components/load-error'
import { QueryState } from '../../components/query-state'

interface ExamEntry {
  code: string
  front: boolean
}

/** The exams of the learner's project: the front exam (when set) first, then the exam. */
function projectExams(summary: StudySummary | undefined): ExamEntry[] {
  const front = summary?.frontExamCode?.trim()
  const exam = summary?.examCode?.trim()
  const entries: ExamEntry[] = []
  if (front) entries.push({ code: front, front: true })
  if (exam && exam !== front) entries.push({ code: exam, front: false })
  return entries
}

/** 我的考试: the project's exams with their status and score; 进入考试 opens the exam detail. */
export function MyExamsTab() {
  const summary = useGetFPMyStudyDataQuery()
  const [open, setOpen] = useState<string>()
  const exams = projectExams(summary.data)
  return (
    <>
      <QueryState query={summary} empty={exams.length === 0} errorTitle="考试信息加载失败" rows={3}>
        <ul className="study-exams">
          {exams.map((entry) => (
            <ExamItem key={entry.code} entry={entry} onEnter={setOpen} />
          ))}
        </ul>
      </QueryState>
      <LazyExamDetailDialog examCode={open} onClose={() => setOpen(undefined)} />
    </>
  )
}

function ExamItem({ entry, onEnter }: { entry: ExamEntry; onEnter: (code: string) => void }) {
  const detail = useGetUserExamDetailQuery({ excode: entry.code })
  const info = detail.data?.examinfo
  const user = detail.data?.examuser
  if (!info)
    return (
      <li className="study-exams__item">
        {detail.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <LoadError
            error={detail.error}
            title="考试信息加载失败"
            onRetry={() => void detail.refetch()}
          />
        )}
      </li>
    )
  return (
    <li className="study-exams__item" aria-label={info.examName}>
      <div className="study-exams__head">
        <strong className="study-exams__name">{info.examName}</strong>
        {entry.front && <Tag>前置考试</Tag>}
      </div>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="考试时长">{examTimeText(info.time)}</Descriptions.Item>
        <Descriptions.Item label="试卷总分">{scoreText(info.totlescore)}</Descriptions.Item>
        <Descriptions.Item label="考试状态">{examStatusText(user?.status)}</Descriptions.Item>
        <Descriptions.Item label="考试成绩">
          {user?.status === 30 ? scoreText(user.score) : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Button type="primary" onClick={() => onEnter(info.examCode || entry.code)}>
        进入考试
      </Button>
    </li>
  )
}
