import dayjs from '../../lib/dayjs'
import type { ExamInfo, ExamUser } from '../../api/ex-userexam'
import type { StudySummary } from '../../api/project-project'

/** The exam rule text (behaviour B2.26), shown before the learner enters. */
export const EXAM_RULES = [
  '进入考试后开始计时，请合理安排答题时间；',
  '考试过程中请勿最小化窗口或切换到其他页面；',
  '允许重复考试的，以最高一次成绩为准；',
  '考试时间结束时，系统将自动交卷。',
]

/**
 * Exam user status as lists show it (behaviour B4.5): 0 and 10 未开始, 20 in progress, 30 completed.
 */
export function examStatusText(status: number | undefined): string {
  if (status === 20) return '进行中'
  if (status === 30) return '已完成'
  return '未开始'
}

export interface ExamButton {
  text: '开始考试' | '继续考试' | '重新考试' | '考试结束'
  disabled: boolean
}

/**
 * The enter button of an exam (behaviour B4.6): 0 or 10 开始考试, 20 继续考试, 30 重新考试; 考试结束 and
 * disabled when retakes are not allowed (isAllow != 1) and the status is above 0, or when the end
 * time has passed. This is rule B4.6 exactly as it stands.
 */
export function examButton(
  info: Pick<ExamInfo, 'isAllow' | 'examEndTime'>,
  user: Pick<ExamUser, 'status'> | null | undefined,
  now: Date = new Date(),
): ExamButton {
  const status = user?.status ?? 0
  const end = info.examEndTime ? dayjs(info.examEndTime) : undefined
  const ended = !!end && end.isValid() && end.isBefore(now)
  if ((Number(info.isAllow) !== 1 && status > 0) || ended)
    return { text: '考试结束', disabled: true }
  if (status === 20) return { text: '继续考试', disabled: false }
  if (status === 30) return { text: '重新考试', disabled: false }
  return { text: '开始考试', disabled: false }
}

const yes = (flag: boolean | number | undefined) => flag === true || Number(flag) === 1

/**
 * Which exam a learner's enter button starts (behaviour B4.7): the front exam while it is
 * set and not done (or done with progress under 100) and has a code; otherwise the exam code.
 */
export function examCodeToStart(summary: StudySummary): string | undefined {
  const frontPending =
    yes(summary.isFrontExamSet) &&
    (!yes(summary.isDoneFrontExam) || Number(summary.reachProgress ?? 0) < 100)
  if (frontPending && summary.frontExamCode) return summary.frontExamCode
  return summary.examCode || undefined
}
