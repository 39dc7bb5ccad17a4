import type { StudySummary } from '../../api/project-project'
import { scoreText } from '../../components/exam-result/result-texts'

/** A yes/no flag the backend sends as true/false or 1/0. */
export const yes = (flag: boolean | number | undefined) => flag === true || Number(flag) === 1

/** A flag the answer may leave out: undefined when it does (never taken as no). */
export const known = (flag: boolean | number | undefined) =>
  flag === undefined ? undefined : yes(flag)

/**
 * Whether the summary is about a project to show: it names one and isshowFlag does not say 0 (an
 * answer without isshowFlag shows the project it names; isshowFlag 0 or no name: 暂无数据).
 */
export const hasProject = (s: StudySummary | undefined): s is StudySummary =>
  !!s && !!s.projectName && (s.isshowFlag === undefined || yes(s.isshowFlag))

/**
 * What the summary lets the learner do about joining its project: join it (the answer says they
 * are not in, isJoin 0, and names the project's codes); only be told they are not in (no codes:
 * JoinProject is never sent with empty ones); or nothing (a member, or the answer does not say).
 */
export type JoinOffer =
  { kind: 'join'; projectCode: string; planCode: string } | { kind: 'no-codes' } | { kind: 'none' }

export function joinOffer(s: StudySummary): JoinOffer {
  if (s.isJoin === undefined || yes(s.isJoin)) return { kind: 'none' }
  const projectCode = s.projectCode?.trim()
  const planCode = s.planCode?.trim()
  if (!projectCode || !planCode) return { kind: 'no-codes' }
  return { kind: 'join', projectCode, planCode }
}

/** A percentage as the summary sends it (0-100), kept within the bar; undefined when not sent. */
export const percent = (value: number | undefined) =>
  value === undefined ? undefined : Math.min(100, Math.max(0, Math.round(Number(value) * 10) / 10))

/** What an exam row shows after its name: the score once done, 未完成, or — when not known. */
export function examRowText(row: { done?: boolean; score?: number }): string {
  if (row.done === undefined) return '—'
  return row.done ? scoreText(row.score) : '未完成'
}
