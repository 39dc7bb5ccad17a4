import type { LearningLog } from '../../api/train-res'
import dayjs from '../../lib/dayjs'

/** Minutes per day ('YYYY-MM-DD') of one month's log; dates may come with a time. */
export function minutesByDay(logs: LearningLog[]): Map<string, number> {
  const days = new Map<string, number>()
  for (const log of logs) {
    const day = dayjs(log.date)
    if (!day.isValid() || !(log.minute > 0)) continue
    const key = day.format('YYYY-MM-DD')
    days.set(key, (days.get(key) ?? 0) + log.minute)
  }
  return days
}
