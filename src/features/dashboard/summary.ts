import type { StudySummary } from '../../api/project-project'

/** A yes/no flag the backend sends as true/false or 1/0. */
export const yes = (flag: boolean | number | undefined) => flag === true || Number(flag) === 1

/** Whether the summary is about a project to show (isshowFlag 0 or no project: 暂无数据). */
export const hasProject = (s: StudySummary | undefined): s is StudySummary =>
  !!s && yes(s.isshowFlag) && !!s.projectName

/** The learner may join the summary's project: it names it and says they are not in yet. */
export const canJoin = (s: StudySummary) =>
  !!s.projectCode && !!s.planCode && s.isJoin !== undefined && !yes(s.isJoin)

/** A percentage as the summary sends it (0-100), kept within the bar. */
export const percent = (value: number | undefined) =>
  Math.min(100, Math.max(0, Math.round(Number(value ?? 0) * 10) / 10))
