import { useState } from 'react'
import { LazyExamDetailDialog } from '../../components/exam-detail/lazy-exam-detail-dialog'
import { ExamTable } from './exam-table'
import { LearnerPage } from './learner-page'
import { QueryState } from '../../components/query-state'
import { useMyExams } from './use-my-exams'

/**
 * 我的考试: the exams of the learner's project (pre-exam and exam) with status, score and the
 * enter button, which opens the exam detail dialog (see useMyExams for why the list is built
 * from the project summary).
 */
function MyExamsPage() {
  const { summary, exams } = useMyExams()
  const [examCode, setExamCode] = useState<string>()
  return (
    <LearnerPage>
      <QueryState query={summary} empty={!exams.length} errorTitle="我的考试加载失败">
        <ExamTable exams={exams} onEnter={setExamCode} />
      </QueryState>
      <LazyExamDetailDialog examCode={examCode} onClose={() => setExamCode(undefined)} />
    </LearnerPage>
  )
}

export { MyExamsPage as Component }
