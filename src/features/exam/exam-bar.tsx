import { Button } from 'antd'
import { clockText } from './paper-deadline'

interface Props {
  examName: string
  seconds: number | undefined
  answered: number
  total: number
  frozen: boolean
  onHandIn: () => void
}

/** The bar that stays on screen: the exam, the time left, the progress and 交卷. */
export function ExamBar({ examName, seconds, answered, total, frozen, onHandIn }: Props) {
  const urgent = seconds !== undefined && seconds <= 300
  return (
    <header className="exam-bar">
      <h1 className="exam-bar__title">{examName || '在线考试'}</h1>
      <div className={`exam-bar__timer${urgent ? ' exam-bar__timer--urgent' : ''}`}>
        <span className="exam-bar__label">剩余时间</span>
        <span role="timer" aria-label="剩余时间" className="exam-bar__clock">
          {seconds === undefined ? '--:--' : clockText(seconds)}
        </span>
      </div>
      <span className="exam-bar__progress">
        已答 {answered} / {total} 题
      </span>
      <Button type="primary" onClick={onHandIn} disabled={frozen}>
        {frozen ? '已交卷' : '交卷'}
      </Button>
    </header>
  )
}
