import dayjs from 'dayjs'
import { db, persist, nextNumber } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { now, param, str } from '../helpers'
import {
  examByCode,
  examInfo,
  handIn,
  paperView,
  questionResult,
  questionsOf,
  readablePaper,
  remainingSeconds,
  timedOut,
} from '../exam-logic'

const C = '/Api/UserExam/ex_userexam'

export const exUserexamHandlers = [
  route(
    'post',
    `${C}/GetExamResultList`,
    async ({ request, user }) => {
      const code = str(await readJson(request), 'exammcode')
      if (!code) return fail('缺少考试编号')
      const rows = db.papers
        .filter((p) => p.examCode === code && p.status === 30 && readablePaper(user!, p.id))
        .filter((p) => user!.sysRoles !== 4 || p.userId === user!.userId)
        .sort((a, b) => b.endTime.localeCompare(a.endTime))
        .map(paperView)
      return ok(rows, { total: rows.length })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetExamResult`,
    ({ request, user }) => {
      const paper = readablePaper(user!, Number(param(request, 'userpaperId')))
      if (!paper) return fail('试卷不存在')
      if (paper.status !== 30) return fail('试卷尚未提交')
      const exam = examByCode(paper.examCode)!
      return ok({
        examinfo: examInfo(exam),
        paper: paperView(paper),
        exampaperquestionlist: questionsOf(exam).map((q, i) =>
          questionResult(q, i + 1, paper.answers[q.id]),
        ),
      })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetUserExamDetail`,
    ({ request, user }) => {
      const exam = examByCode(param(request, 'excode'))
      if (!exam) return fail('考试不存在')
      const enrolment = db.examUsers.find(
        (e) => e.userId === user!.userId && e.examCode === exam.examCode,
      )
      return ok({
        examinfo: examInfo(exam),
        examuser: enrolment ? { status: enrolment.status, score: enrolment.score } : null,
      })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetExamDetail`,
    async ({ request }) => {
      const exam = examByCode(str(await readJson(request), 'examCode'))
      return exam ? ok(examInfo(exam)) : fail('考试不存在')
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/BeginExam`,
    async ({ request, user }) => {
      const exam = examByCode(str(await readJson(request), 'examCode'))
      if (!exam) return fail('考试不存在')
      const enrolment = db.examUsers.find(
        (e) => e.userId === user!.userId && e.examCode === exam.examCode,
      )
      if (!enrolment) return fail('您未被安排参加该考试')
      if (dayjs().isBefore(dayjs(exam.examStartTime))) return fail('考试尚未开始')
      if (dayjs().isAfter(dayjs(exam.examEndTime))) return fail('考试已结束')
      const open = db.papers.find(
        (p) => p.userId === user!.userId && p.examCode === exam.examCode && p.status === 20,
      )
      if (open && timedOut(open)) {
        // time ran out while away: the paper is handed in as it stands
        handIn(open, open.answers)
        persist()
        return ok({
          ...examInfo(exam),
          isSubExam: true,
          userpaper: { id: open.id, examCode: exam.examCode },
          serverTime: now(),
        })
      }
      if (!open && enrolment.status === 30 && exam.isAllow !== 1) return fail('考试已结束')
      const paper = open ?? {
        id: nextNumber(db.papers, (p) => p.id, 5000),
        examCode: exam.examCode,
        userId: user!.userId,
        status: 20 as const,
        startTime: now(),
        endTime: '',
        score: 0,
        isPass: 0,
        delayMarkingPapers: 0,
        answers: {},
      }
      if (!open) db.papers.push(paper)
      enrolment.status = 20
      persist()
      return ok({
        ...examInfo(exam),
        isSubExam: false,
        userpaper: { id: paper.id, examCode: exam.examCode, startTime: paper.startTime },
        remainingSeconds: remainingSeconds(paper),
        // the server's clock, to align the client's countdown (the HTTP Date header says it too)
        serverTime: now(),
      })
    },
    { auth: true },
  ),
]
