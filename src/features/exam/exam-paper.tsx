import { useEffect, useState } from 'react'
import { useGetExamPaperQuestionsQuery } from '../../api/assumed'
import { forgetExamPayload } from '../../components/exam-detail/exam-payload'
import { confirmAction } from '../../lib/confirm'
import { loadFeedback, toastWarning } from '../../lib/feedback'
import { serverNow } from '../../lib/server-clock'
import { ExamPaperView } from './exam-paper-view'
import type { Deadline } from '../../lib/exam-drafts'
import { paperOnScreen } from './paper-reducer'
import { useCountdown } from './use-countdown'
import { useHandIn } from './use-hand-in'
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

/** Taking one paper: questions, answer card, countdown, hand-in; nothing is ever lost. */
export function ExamPaper(props: ExamPaperProps) {
  const { paperId, examCode } = props
  const { record, storageFailed, store } = usePaperRecord(props)
  const frozen = !!record.handIn
  const query = useGetExamPaperQuestionsQuery(
    { userpaperId: paperId },
    { skip: frozen && !!record.questions?.length },
  )
  const questions = query.data ?? record.questions ?? []
  const paper = paperOnScreen(record, questions)
  const handIn = useHandIn(store, () => {
    store.forget()
    forgetExamPayload(examCode)
  })
  const [leaveWarning, setLeaveWarning] = useState(false)

  // the confirm and the toasts load their code now: the hand-in may come with the network gone
  useEffect(() => void loadFeedback(), [])

  // the questions are kept with the answers: the paper shows without the network after a reload
  const loaded = query.data
  useEffect(() => {
    if (loaded) store.dispatch({ type: 'questionsLoaded', questions: loaded })
  }, [loaded, store])

  const freeze = (reason: 'user' | 'timeout') => {
    if (frozen) return
    store.dispatch({ type: 'handedIn', answers: paper.answers, at: serverNow(), reason, questions })
    handIn.send()
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
    record.deadline?.seconds,
  )
  useLeaveWatch(!frozen, () => {
    store.dispatch({ type: 'left' })
    setLeaveWarning(true)
  })

  const handingIn = frozen && handIn.state.phase !== 'done'
  useLeaveGuard(
    handIn.state.phase === 'done' || handIn.state.phase === 'refused'
      ? undefined
      : handingIn
        ? '试卷尚未交上。离开后，下次打开本考试时会继续提交。确定离开吗？'
        : '考试正在进行，离开后计时不会暂停（答卷已保存在本机）。确定离开吗？',
    handingIn,
  )
  const askHandIn = async () => {
    const left = questions.length - paper.answered
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

  return (
    <ExamPaperView
      paperId={paperId}
      examName={record.examName || props.examName}
      seconds={seconds}
      deadline={record.deadline}
      questions={questions}
      paper={paper}
      frozen={frozen}
      timedOut={record.handIn?.reason === 'timeout' && handIn.state.phase !== 'idle'}
      handIn={handIn.state}
      storageFailed={storageFailed}
      loadError={
        query.isError && !questions.length
          ? { error: query.error, retry: () => void query.refetch() }
          : undefined
      }
      leaves={record.leaves}
      leaveWarning={leaveWarning}
      onHandIn={() => void askHandIn()}
      onRetryHandIn={handIn.retry}
      onAnswer={(key, value) => store.dispatch({ type: 'answered', key, value, questions })}
      onToggleMark={(key) => store.dispatch({ type: 'markToggled', key })}
      onGo={(index) => store.dispatch({ type: 'moved', index })}
      onLeaveWarningClosed={() => setLeaveWarning(false)}
    />
  )
}
