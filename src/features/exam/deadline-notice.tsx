import { Alert } from 'antd'
import type { Deadline } from '../../lib/exam-drafts'

/** Says when the countdown is not exact, or when there is none (nothing is handed in by itself). */
export function DeadlineNotice({ deadline }: { deadline: Deadline | undefined }) {
  if (!deadline)
    return (
      <Alert
        type="warning"
        showIcon
        title="未能获取本场考试的时长，不显示倒计时，也不会自动交卷"
        description="请在考试结束时间之前手动交卷。"
      />
    )
  if (deadline.estimated)
    return (
      <Alert
        type="warning"
        showIcon
        title="未能获取本试卷的开始时间，剩余时间自本次进入起按考试时长计算"
        description="实际结束时间可能更早，请尽早交卷。"
      />
    )
  return null
}
