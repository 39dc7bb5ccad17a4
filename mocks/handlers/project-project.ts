import dayjs from 'dayjs'
import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { param, str, today } from '../helpers'
import type { MockProject } from '../model'
import type { MockUser } from '../seed/accounts'
import { hours, minutesOf } from '../study-logic'
import { isPlatform } from '../views'

const C = '/Api/Project_Manage/project_project'

function projectFor(user: MockUser, code = ''): MockProject | undefined {
  if (code)
    return db.projects.find(
      (p) => p.projectCode === code && (isPlatform(user) || p.companyCode === user.companyCode),
    )
  return (
    db.projects.find((p) => p.memberIds.includes(user.userId)) ??
    (isPlatform(user)
      ? db.projects[0]
      : db.projects.find((p) => p.companyCode === user.companyCode))
  )
}

const percent = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 10 : 0

function projectHours(p: MockProject, userId: string): number {
  return hours(minutesOf(userId, p.startDate.slice(0, 10), p.endDate.slice(0, 10)))
}

/** Figures of one project: members, who reached the hours, exam takers and passes. */
function projectStats(p: MockProject) {
  const members = p.memberIds.filter((id) => db.users.some((u) => u.userId === id))
  const done = members.filter((id) => projectHours(p, id) >= p.checkHrs)
  const papers = db.papers.filter(
    (x) => x.examCode === p.examCode && x.status === 30 && members.includes(x.userId),
  )
  const takers = [...new Set(papers.map((x) => x.userId))]
  const retakers = takers.filter((id) => papers.filter((x) => x.userId === id).length > 1)
  const passed = takers.filter((id) => papers.some((x) => x.userId === id && x.isPass === 1))
  return { members, done, takers, retakers, passed }
}

function summary(user: MockUser) {
  const p = projectFor(user)
  if (!p) return { isshowFlag: 0, roleTypeId: user.sysRoles }
  const s = projectStats(p)
  const exam = db.examUsers.find((e) => e.userId === user.userId && e.examCode === p.examCode)
  const front = db.examUsers.find((e) => e.userId === user.userId && e.examCode === p.frontExamCode)
  const getHrs = projectHours(p, user.userId)
  const todayMinutes = minutesOf(user.userId, today(), today())
  return {
    isshowFlag: 1,
    roleTypeId: user.sysRoles,
    projectName: p.projectName,
    projectCode: p.projectCode,
    planCode: p.planCode,
    // the mock's own flag (not documented): 0 offers the dashboard's join-project action
    isJoin: p.memberIds.includes(user.userId) ? 1 : 0,
    leftDays: Math.max(0, dayjs(p.endDate).diff(dayjs(), 'day')),
    checkHrs: p.checkHrs,
    pusrCount: s.members.length,
    donestudyusrCount: s.done.length,
    donestudyPercent: percent(s.done.length, s.members.length),
    isExamSet: p.examCode ? 1 : 0,
    isFrontExamSet: p.frontExamCode ? 1 : 0,
    frontExamCode: p.frontExamCode,
    examCode: p.examCode,
    firsteuCnt: s.takers.length,
    secondeuCnt: s.retakers.length,
    passeuCnt: s.passed.length,
    passeuRate: percent(s.passed.length, s.takers.length),
    donepusrCount: s.done.length,
    upgradeRate: percent(s.passed.length, s.members.length),
    getHrs,
    reachState: getHrs >= p.checkHrs ? 1 : 0,
    reachProgress: Math.min(100, percent(getHrs, p.checkHrs)),
    todayProgress: Math.min(100, percent(todayMinutes, 60)),
    isDoneExam: exam?.status === 30 ? 1 : 0,
    isDoneFrontExam: front?.status === 30 ? 1 : 0,
    examScore: exam?.score ?? 0,
    frontExamScore: front?.score ?? 0,
  }
}

function detail(p: MockProject) {
  const { memberIds: _m, ...rest } = p
  const exam = db.exams.find((e) => e.examCode === p.examCode)
  return {
    ...rest,
    examName: exam?.examName ?? '',
    isExamSet: p.examCode ? 1 : 0,
    isFrontExamSet: p.frontExamCode ? 1 : 0,
    memberCount: p.memberIds.length,
  }
}

export const projectProjectHandlers = [
  route(
    'post',
    `${C}/GetStatisticDataList`,
    ({ user }) => {
      const projects = db.projects.filter(
        (p) => isPlatform(user) || p.companyCode === user!.companyCode,
      )
      return ok(
        projects.map((p) => {
          const s = projectStats(p)
          return {
            itemName: p.projectName,
            itemCount1: s.members.filter((id) => minutesOf(id) > 0).length,
            // behaviour B3.10: itemCount2 counts companies done (a company whose members reached
            // the hours)
            itemCount2: new Set(
              s.done.map((id) => db.users.find((u) => u.userId === id)?.companyCode),
            ).size,
            itemPercent1: percent(s.done.length, s.members.length),
          }
        }),
      )
    },
    { auth: true },
  ),
  route('post', `${C}/GetFPMyStudyData`, ({ user }) => ok(summary(user!)), { auth: true }),
  route(
    'post',
    `${C}/JoinProject`,
    ({ request, user }) => {
      const p = db.projects.find(
        (x) =>
          x.projectCode === param(request, 'projectCode') &&
          x.planCode === param(request, 'planCode'),
      )
      if (!p) return fail('项目不存在')
      if (p.memberIds.includes(user!.userId)) return fail('您已加入该项目')
      p.memberIds.push(user!.userId)
      persist()
      return ok(null, { msg: '加入成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetProjectDetailData`,
    async ({ request, user }) => {
      const p = projectFor(user!, str(await readJson(request), 'projectCode'))
      return p ? ok(detail(p)) : fail('暂无项目')
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetCheckProjectSettings`,
    async ({ request, user }) => {
      const p = projectFor(user!, str(await readJson(request), 'projectCode'))
      return p ? ok({ ...detail(p), dailyTargetMinutes: 60 }) : fail('暂无项目')
    },
    { auth: true },
  ),
]
