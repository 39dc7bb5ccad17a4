import { useState } from 'react'
import { Button } from 'antd'
import { useGetFPMyStudyDataQuery, type StudySummary } from '../../api/project-project'
import { examCodeToStart } from '../../components/exam-detail/exam-rules'
import { LazyExamDetailDialog } from '../../components/exam-detail/lazy-exam-detail-dialog'
import { QueryState } from '../../components/query-state'
import { examRowText, hasProject, known, yes } from './summary'

interface ExamRow {
  label: string
  code?: string
  /** undefined: the answer does not say whether it is done */
  done?: boolean
  score?: number
}

function examRows(s: StudySummary): ExamRow[] {
  const rows: ExamRow[] = []
  if (yes(s.isFrontExamSet))
    rows.push({
      label: '前置考试',
      code: s.frontExamCode,
      done: known(s.isDoneFrontExam),
      score: s.frontExamScore,
    })
  if (yes(s.isExamSet))
    rows.push({
      label: '项目考试',
      code: s.examCode,
      done: known(s.isDoneExam),
      score: s.examScore,
    })
  return rows
}

/**
 * 我的考试 (learners whose project sets an exam): the pre-exam and the exam with their scores;
 * the enter button opens the exam detail of the one to take next (the pre-exam first).
 */
export function MyExam() {
  const query = useGetFPMyStudyDataQuery()
  const summary = query.data
  const rows = hasProject(summary) ? examRows(summary) : []
  const next = summary ? examCodeToStart(summary) : undefined
  const [open, setOpen] = useState<string>()
  return (
    <QueryState query={query} empty={!rows.length} errorTitle="我的考试加载失败" rows={3}>
      <ul className="dash-exams">
        {rows.map((row) => (
          <li key={row.label} className="dash-exams__row">
            <span className="dash-exams__label">{row.label}</span>
            <span className="dash-exams__score">{examRowText(row)}</span>
          </li>
        ))}
      </ul>
      <Button type="primary" disabled={!next} onClick={() => setOpen(next)}>
        进入考试
      </Button>
      <LazyExamDetailDialog examCode={open} onClose={() => setOpen(undefined)} />
    </QueryState>
  )
}
