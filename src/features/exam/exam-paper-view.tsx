import { Alert, Button, Modal } from 'antd'
import type { ExamQuestion } from '../../api/assumed'
import { EXAM_RULES } from '../../components/exam-detail/exam-rules'
import { LoadError } from '../../components/load-error'
import { Loading } from '../../components/query-state'
import { AnswerCard } from './answer-card'
import { DeadlineNotice } from './deadline-notice'
import { ExamBar } from './exam-bar'
import type { HandInState } from './hand-in-queue'
import { HandInStatus } from './hand-in-status'
import type { Deadline } from '../../lib/exam-drafts'
import type { PaperOnScreen } from './paper-reducer'
import { questionKey } from './paper-types'
import { QuestionView } from './question-view'

export interface ExamPaperViewProps {
  paperId: string
  examName: string
  /** seconds left; undefined without a known deadline */
  seconds: number | undefined
  deadline: Deadline | undefined
  questions: ExamQuestion[]
  paper: PaperOnScreen
  /** the paper is being or has been handed in: nothing can change */
  frozen: boolean
  /** the time ran out and the paper went in by itself */
  timedOut: boolean
  handIn: HandInState
  storageFailed: boolean
  /** the questions could not be loaded, and none are kept on the device */
  loadError: { error: unknown; retry: () => void } | undefined
  /** how often the learner left the window; the warning shows while `leaveWarning` */
  leaves: number
  leaveWarning: boolean
  onHandIn: () => void
  onRetryHandIn: () => void
  onAnswer: (key: string, value: string) => void
  onToggleMark: (key: string) => void
  onGo: (index: number) => void
  onLeaveWarningClosed: () => void
}

/** The paper on screen: the bar, what the hand-in says, the question and the answer card. */
export function ExamPaperView(props: ExamPaperViewProps) {
  const { paperId, questions, paper, frozen, handIn, loadError, onGo } = props
  const { current } = paper
  const question = questions[current]
  const key = question ? questionKey(question) : ''
  const status = <HandInStatus state={handIn} paperId={paperId} onRetry={props.onRetryHandIn} />
  if (handIn.phase === 'done') return status
  return (
    <div className="exam-page">
      <ExamBar
        examName={props.examName}
        seconds={props.seconds}
        answered={paper.answered}
        total={questions.length}
        frozen={frozen}
        onHandIn={props.onHandIn}
      />
      {props.timedOut && (
        <Alert type="info" showIcon title="考试时间到，系统已自动交卷，答卷不能再修改" />
      )}
      {status}
      {!frozen && <DeadlineNotice deadline={props.deadline} />}
      {props.storageFailed && (
        <Alert
          type="warning"
          showIcon
          title="浏览器无法在本机保存答卷（存储已满或被禁用），请勿刷新或关闭页面"
        />
      )}
      {loadError ? (
        <LoadError error={loadError.error} title="试题加载失败" onRetry={loadError.retry} />
      ) : !question ? (
        <Loading rows={9} />
      ) : (
        <div className="exam-body">
          <section className="exam-body__question" aria-label="试题">
            <QuestionView
              question={question}
              index={current}
              total={questions.length}
              answer={paper.answers[key] ?? ''}
              marked={paper.marked.has(key)}
              readOnly={frozen}
              onAnswer={(value) => props.onAnswer(key, value)}
              onToggleMark={() => props.onToggleMark(key)}
            />
            <div className="exam-body__steps">
              <Button disabled={current === 0} onClick={() => onGo(current - 1)}>
                上一题
              </Button>
              <Button disabled={current >= questions.length - 1} onClick={() => onGo(current + 1)}>
                下一题
              </Button>
            </div>
          </section>
          <aside className="exam-body__card">
            <AnswerCard
              questions={questions}
              answers={paper.answers}
              marked={paper.marked}
              current={current}
              onJump={onGo}
            />
          </aside>
        </div>
      )}
      <Modal
        open={props.leaveWarning}
        title="请勿离开考试页面"
        onOk={props.onLeaveWarningClosed}
        onCancel={props.onLeaveWarningClosed}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="继续作答"
      >
        <p>{EXAM_RULES[1]}</p>
        <p>您已离开考试页面 {props.leaves} 次。</p>
      </Modal>
    </div>
  )
}
