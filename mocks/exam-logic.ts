// Exam rules shared by ex_userexam and the assumed question/submit calls.
import dayjs from 'dayjs'
import { db } from './db'
import type { MockExam, MockPaper, MockQuestion } from './model'
import type { MockUser } from './seed/accounts'
import { isCorrect } from './seed/exams'
import { now } from './helpers'
import { sessionNames } from './views'

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const

export function examInfo(exam: MockExam) {
  const qs = questionsOf(exam)
  const count = (t: number) => qs.filter((q) => q.qType === t).length
  return {
    examName: exam.examName,
    examCode: exam.examCode,
    examIntrduce: exam.examIntrduce,
    time: exam.time,
    totlescore: exam.totlescore,
    totleq: qs.length,
    type1: count(1),
    type2: count(2),
    type3: count(3),
    type4: count(4),
    type5: 0,
    isAllow: exam.isAllow,
    examStartTime: exam.examStartTime,
    examEndTime: exam.examEndTime,
    passScore: exam.passScore,
  }
}

export function questionsOf(exam: MockExam): MockQuestion[] {
  return exam.questionIds
    .map((id) => db.questions.find((q) => q.id === id))
    .filter((q): q is MockQuestion => !!q)
}

export function examByCode(code: string): MockExam | undefined {
  return db.exams.find((e) => e.examCode === code)
}

/** A question as the exam page shows it: options, no answer or analysis. */
export function questionForPaper(q: MockQuestion, order: number, given?: string) {
  const options = Object.fromEntries(
    letters.filter((l) => q.options[l] !== undefined).map((l) => [l, q.options[l]]),
  )
  return {
    id: q.id,
    qType: q.qType,
    order,
    qName: q.qName,
    score: q.score,
    ...options,
    userAnswer: given ?? '',
  }
}

/** A question with the user's result (GetExamResult). */
export function questionResult(q: MockQuestion, order: number, given: string | undefined) {
  const right = isCorrect(q, given)
  return {
    ...questionForPaper(q, order, given),
    answer: q.answer,
    answerStr: given ?? '',
    scoreStr: `${right ? q.score : 0}/${q.score}`,
    isPass: right ? 1 : 0,
    difficulty: q.difficulty,
    analysis: q.analysis,
  }
}

export function paperView(paper: MockPaper) {
  const exam = examByCode(paper.examCode)
  const owner = db.users.find((u) => u.userId === paper.userId)
  return {
    id: paper.id,
    examCode: paper.examCode,
    chnName: owner?.chnName ?? '',
    orgName: owner ? sessionNames(owner).orgName : '',
    score: paper.score,
    isPass: paper.isPass,
    delayMarkingPapers: paper.delayMarkingPapers,
    paperIntrduce: exam?.examIntrduce ?? '',
    startTime: paper.startTime,
    endTime: paper.endTime,
    status: paper.status,
  }
}

/** Scores a paper, hands it in and keeps the best score on the enrolment. */
export function handIn(paper: MockPaper, answers: Record<string, string>) {
  const exam = examByCode(paper.examCode)!
  paper.answers = answers
  paper.score = questionsOf(exam).reduce(
    (sum, q) => sum + (isCorrect(q, answers[q.id]) ? q.score : 0),
    0,
  )
  paper.isPass = exam.confidential ? -2 : paper.score >= exam.passScore ? 1 : 0
  paper.delayMarkingPapers = exam.delayMarking ? 1 : 0
  paper.status = 30
  paper.endTime = now()
  const enrolment = db.examUsers.find(
    (e) => e.userId === paper.userId && e.examCode === paper.examCode,
  )
  if (enrolment) {
    enrolment.status = 30
    enrolment.score = Math.max(enrolment.score, paper.score)
  }
}

/** When the time of a paper runs out: its start plus the exam's time. */
function deadlineOf(paper: MockPaper) {
  const exam = examByCode(paper.examCode)
  return exam ? dayjs(paper.startTime).add(exam.time, 'minute') : undefined
}

/** Has the time of an open paper run out? */
export function timedOut(paper: MockPaper): boolean {
  const deadline = deadlineOf(paper)
  return !!deadline && dayjs().isAfter(deadline)
}

/** How late a submit may arrive after the time ran out (network, a slow clock) and still count. */
export const SUBMIT_GRACE_MINUTES = 2

/** Is a submit arriving now later than the time plus the grace? */
export function pastGrace(paper: MockPaper): boolean {
  const deadline = deadlineOf(paper)
  return !!deadline && dayjs().isAfter(deadline.add(SUBMIT_GRACE_MINUTES, 'minute'))
}

/** Seconds left on an open paper (0 once the time ran out). */
export function remainingSeconds(paper: MockPaper): number {
  const deadline = deadlineOf(paper)
  return deadline ? Math.max(0, deadline.diff(dayjs(), 'second')) : 0
}

/** The paper a user may read: their own, or any in scope for administrators. */
export function readablePaper(user: MockUser, id: number): MockPaper | undefined {
  const paper = db.papers.find((p) => p.id === id)
  if (!paper) return undefined
  if (paper.userId === user.userId || user.sysRoles === 1 || user.sysRoles === 2) return paper
  const owner = db.users.find((u) => u.userId === paper.userId)
  return user.sysRoles !== 4 && owner?.companyCode === user.companyCode ? paper : undefined
}
