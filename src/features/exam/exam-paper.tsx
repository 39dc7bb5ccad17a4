import { Alert, Button, Modal, Skeleton } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useGetExamPaperQuestionsQuery, useSubmitExamPaperMutation } from '../../api/assumed'
import { forgetExamPayload } from '../../components/exam-detail/exam-payload'
import { EXAM_RULES } from '../../components/exam-detail/exam-rules'
import { ListError } from '../../components/list/list-error'
import { confirmAction } from '../../lib/confirm'
import { loadFeedback, toastWarning } from '../../lib/feedback'
import { serverNow } from '../../lib/server-clock'
import { AnswerCard } from './answer-card'
import { ExamBar } from './exam-bar'
import { clearPaper, mergeAnswers, readPaper, type PaperRecord } from './exam-store'
import { HandInQueue, type HandInState } from './hand-in-queue'
import { DeadlineNotice } from './deadline-notice'
import { HandInStatus } from './hand-in-status'
import type { Deadline } from './paper-deadline'
import { isAnswered, type Answers } from './paper-types'
import { QuestionView } from './question-view'
import { useCountdown } from './use-countdown'
import { useLeaveGuard } from './use-leave-guard'
import { useLeaveWatch } from './use-leave-watch'
import { usePaperRecord } from './use-paper-record'

export interface ExamPaperProps {
  userId: string
  paperId: string
  examCode: string
  examName: string
  deadline: Deadline | undefined
}

const body = (record: PaperRecord) => ({
  userpaperId: record.paperId,
  answers: Object.entries(record.answers).map(([questionId, answer]) => ({ questionId, answer })),
})

/** Taking one paper: questions, answer card, countdown, hand-in; nothing is ever lost. */
export function ExamPaper(props: ExamPaperProps) {
  const { userId, paperId, examCode } = props
  const { record, save, storageFailed } = usePaperRecord(props)
  const frozen = !!record.handIn
  const query = useGetExamPaperQuestionsQuery(
    { userpaperId: paperId },
    { skip: frozen && !!record.questions?.length },
  )
  const questions = useMemo(
    () => query.data ?? record.questions ?? [],
    [query.data, record.questions],
  )
  const answers: Answers = useMemo(() => {
    const server = Object.fromEntries(
      questions.filter((q) => q.userAnswer).map((q) => [String(q.id), String(q.userAnswer)]),
    )
    return mergeAnswers(server, record.answers)
  }, [questions, record.answers])
  const [submitPaper] = useSubmitExamPaperMutation()
  const [handIn, setHandIn] = useState<HandInState>({ phase: 'idle' })
  const queue = useRef<HandInQueue>(undefined)
  // the answers as frozen, for a device that cannot keep them in storage
  const frozenRecord = useRef<PaperRecord>(undefined)
  const [leaveCount, setLeaveCount] = useState(0)

  // the confirm and the toasts load their code now: the hand-in may come with the network gone
  useEffect(() => void loadFeedback(), [])

  // the questions are kept with the answers: the paper shows without the network after a reload
  useEffect(() => {
    if (query.data && !readPaper(userId, paperId)?.questions) save((r) => r, query.data)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the call
  }, [query.data])

  // the hand-in queue lives as long as the page; a paper frozen earlier is sent at once
  useEffect(() => {
    const q = new HandInQueue(
      () =>
        submitPaper(body(readPaper(userId, paperId) ?? frozenRecord.current ?? record)).unwrap(),
      setHandIn,
    )
    queue.current = q
    if (readPaper(userId, paperId)?.handIn) void q.send()
    return () => q.dispose()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one queue per paper
  }, [userId, paperId])

  useEffect(() => {
    if (handIn.phase !== 'done') return
    clearPaper(userId, { paperId, examCode })
    forgetExamPayload(examCode)
  }, [handIn.phase, userId, paperId, examCode])

  const freeze = (reason: 'user' | 'timeout') => {
    if (frozen) return
    frozenRecord.current = save(
      (r) => ({ ...r, answers, handIn: { at: serverNow(), reason } }),
      questions,
    )
    void queue.current?.send()
  }
  const seconds = useCountdown(
    record.deadline?.at,
    !frozen,
    (mark) =>
      toastWarning(
        mark === 60
          ? '距离考试结束还有 1 分钟，时间到将自动交卷'
          : '距离考试结束还有 5 分钟，请抓紧时间',
      ),
    () => freeze('timeout'),
  )
  useLeaveWatch(!frozen, () => {
    const next = save((r) => ({ ...r, leaves: r.leaves + 1 }))
    setLeaveCount(next.leaves)
  })

  const handingIn = frozen && handIn.phase !== 'done'
  useLeaveGuard(
    handIn.phase === 'done' || handIn.phase === 'refused'
      ? undefined
      : handingIn
        ? '试卷尚未交上。离开后，下次打开本考试时会继续提交。确定离开吗？'
        : '考试正在进行，离开后计时不会暂停（答卷已保存在本机）。确定离开吗？',
    handingIn,
  )
  const answered = questions.filter((q) => isAnswered(answers[String(q.id)])).length
  const askHandIn = async () => {
    const left = questions.length - answered
    const ok = await confirmAction({
      title: '交卷',
      content:
        left > 0
          ? `还有 ${left} 题未作答，交卷后不能再修改，确定交卷吗？`
          : '交卷后不能再修改，确定交卷吗？',
      okText: '交卷',
    })
    if (ok) freeze('user')
  }
  const current = Math.min(record.current, Math.max(questions.length - 1, 0))
  const question = questions[current]
  const marked = new Set(record.marked)
  const go = (index: number) => save((r) => ({ ...r, current: index }))

  if (handIn.phase === 'done')
    return (
      <HandInStatus state={handIn} paperId={paperId} onRetry={() => void queue.current?.send()} />
    )
  return (
    <div className="exam-page">
      <ExamBar
        examName={record.examName || props.examName}
        seconds={seconds}
        answered={answered}
        total={questions.length}
        frozen={frozen}
        onHandIn={() => void askHandIn()}
      />
      {record.handIn?.reason === 'timeout' && handIn.phase !== 'idle' && (
        <Alert type="info" showIcon title="考试时间到，系统已自动交卷，答卷不能再修改" />
      )}
      <HandInStatus state={handIn} paperId={paperId} onRetry={() => void queue.current?.send()} />
      {!frozen && <DeadlineNotice deadline={record.deadline} />}
      {storageFailed && (
        <Alert
          type="warning"
          showIcon
          title="浏览器无法在本机保存答卷（存储已满或被禁用），请勿刷新或关闭页面"
        />
      )}
      {query.isError && !questions.length ? (
        <ListError error={query.error} title="试题加载失败" onRetry={() => void query.refetch()} />
      ) : !question ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="exam-body">
          <section className="exam-body__question" aria-label="试题">
            <QuestionView
              question={question}
              index={current}
              total={questions.length}
              answer={answers[String(question.id)] ?? ''}
              marked={marked.has(String(question.id))}
              readOnly={frozen}
              onAnswer={(value) =>
                save(
                  (r) => ({ ...r, answers: { ...r.answers, [String(question.id)]: value } }),
                  questions,
                )
              }
              onToggleMark={() =>
                save((r) => ({
                  ...r,
                  marked: marked.has(String(question.id))
                    ? r.marked.filter((id) => id !== String(question.id))
                    : [...r.marked, String(question.id)],
                }))
              }
            />
            <div className="exam-body__steps">
              <Button disabled={current === 0} onClick={() => go(current - 1)}>
                上一题
              </Button>
              <Button disabled={current >= questions.length - 1} onClick={() => go(current + 1)}>
                下一题
              </Button>
            </div>
          </section>
          <aside className="exam-body__card">
            <AnswerCard
              questions={questions}
              answers={answers}
              marked={marked}
              current={current}
              onJump={go}
            />
          </aside>
        </div>
      )}
      <Modal
        open={leaveCount > 0}
        title="请勿离开考试页面"
        onOk={() => setLeaveCount(0)}
        onCancel={() => setLeaveCount(0)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="继续作答"
      >
        <p>{EXAM_RULES[1]}</p>
        <p>您已离开考试页面 {record.leaves} 次。</p>
      </Modal>
    </div>
  )
}
