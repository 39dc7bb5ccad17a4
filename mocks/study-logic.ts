// Learning time bookkeeping shared by the resource, ranking and project calls.
import { db } from './db'
import { today } from './helpers'

/** Minutes a user learned, optionally between two days (inclusive, 'YYYY-MM-DD'). */
export function minutesOf(userId: string, from = '', to = '9999'): number {
  const days = db.learningLogs[userId] ?? {}
  return Object.entries(days).reduce(
    (sum, [day, minutes]) => (day >= from && day <= to ? sum + minutes : sum),
    0,
  )
}

export function addMinutes(userId: string, minutes: number): void {
  const days = (db.learningLogs[userId] ??= {})
  const day = today()
  days[day] = (days[day] ?? 0) + minutes
}

export const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10
