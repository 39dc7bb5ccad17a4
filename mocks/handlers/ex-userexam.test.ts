import { assumedPaths } from '../../src/api/assumed-paths'
import type { BeginExamData } from '../../src/api/ex-userexam'
import type { Id } from '../../src/api/types'
import { db } from '../db'
import { savedAnswers } from '../seed/exams'
import { call, pinClock, tokenFor } from '../test-harness'

// The exam rules the exam page shows; the happy path is src/api/ex-userexam.test.ts.
const C = '/Api/UserExam/ex_userexam'
const NOW = '2027-01-01T10:00:00'

type Question = { id: number; qType: number; userAnswer: string; i?: string }
type Paper = { id: number; status: number; score: number; delayMarkingPapers: number }

const begin = (examCode: string, token: string) =>
  call<BeginExamData & { totlescore: number }>(`${C}/BeginExam`, { body: { examCode }, token })
const submit = (userpaperId: Id, answers: Record<string, string>, token: string) =>
  call<{ score: number; delayMarkingPapers: number }>(assumedPaths.examSubmit, {
    body: {
      userpaperId,
      answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId, answer })),
    },
    token,
  })
/** The right answer to every question of an exam. */
const rightAnswers = (code: string) =>
  Object.fromEntries(
    db.exams
      .find((e) => e.examCode === code)!
      .questionIds.map((id) => [id, db.questions.find((q) => q.id === id)!.answer]),
  )

describe('exam mocks', () => {
  it('gives the learner an exam in every state, each reachable by GetUserExamDetail and BeginExam', async () => {
    pinClock(NOW)
    const token = tokenFor('learner')
    const states: Record<string, unknown> = {}
    for (const code of ['01', '02', '03', '04', '05', '06'].map((n) => `EX20260${n}`)) {
      const { data } = await call<{ examinfo: { isAllow: number }; examuser: { status: number } }>(
        `${C}/GetUserExamDetail`,
        { query: { excode: code }, token },
      )
      states[code] = [data.examuser.status, data.examinfo.isAllow]
    }
    expect(states).toEqual({
      EX2026001: [30, 1],
      EX2026002: [0, 1],
      EX2026003: [30, 0],
      EX2026004: [30, 1],
      EX2026005: [20, 1],
      EX2026006: [0, 1],
    })
    // completed without retakes and awaiting marking: no new paper, the result says 等待批卷
    expect(await begin('EX2026003', token)).toMatchObject({ success: false, msg: '考试已结束' })
    const [marking] = (
      await call<Paper[]>(`${C}/GetExamResultList`, { body: { exammcode: 'EX2026003' }, token })
    ).data
    const result = await call<{ paper: Paper }>(`${C}/GetExamResult`, {
      query: { userpaperId: marking.id },
      token,
    })
    expect(result.data.paper).toMatchObject({ status: 30, delayMarkingPapers: 1 })
    const [secret] = (
      await call<{ isPass: number }[]>(`${C}/GetExamResultList`, {
        body: { exammcode: 'EX2026004' },
        token,
      })
    ).data
    expect(secret.isPass).toBe(-2)
    expect(await begin('EX2025009', token)).toMatchObject({ success: false, msg: '考试已结束' })
  })

  it('continues the open paper with the answers the server holds, every question type included', async () => {
    pinClock(NOW)
    const token = tokenFor('learner')
    const begun = await begin('EX2026005', token)
    const open = db.papers.find((p) => p.userId === 'u-learner' && p.status === 20)!
    expect(begun.data).toMatchObject({
      isSubExam: false,
      userpaper: { id: open.id, examCode: 'EX2026005', startTime: '2027-01-01 09:55:00' },
      remainingSeconds: 115 * 60,
      serverTime: '2027-01-01 10:00:00',
    })
    const questions = await call<Question[]>(assumedPaths.examQuestions, {
      query: { userpaperId: open.id },
      token,
    })
    expect(new Set(questions.data.map((q) => q.qType))).toEqual(new Set([1, 2, 3, 4]))
    expect(questions.data.some((q) => q.qType === 2 && q.i)).toBe(true)
    const given = questions.data.filter((q) => q.userAnswer).map((q) => [q.id, q.userAnswer])
    expect(Object.fromEntries(given)).toEqual(savedAnswers)
  })

  it('accepts a submit within the 2-minute grace with the answers sent, once', async () => {
    pinClock(NOW)
    const token = tokenFor('learner')
    const { data } = await begin('EX2026006', token) // 1 minute
    vi.setSystemTime(new Date('2027-01-01T10:02:59'))
    const done = await submit(data.userpaper.id, rightAnswers('EX2026006'), token)
    expect(done).toMatchObject({ success: true, msg: '试卷提交成功' })
    expect(done.data.score).toBe(data.totlescore)
    expect(await submit(data.userpaper.id, {}, token)).toMatchObject({
      success: false,
      msg: '试卷已提交，请勿重复提交',
    })
  })

  it('refuses a submit after the grace and hands the paper in with the answers the server holds', async () => {
    pinClock(NOW)
    const token = tokenFor('learner')
    const open = db.papers.find((p) => p.userId === 'u-learner' && p.status === 20)!
    // started 09:55, 120 minutes: time is up at 11:55, the grace at 11:57
    vi.setSystemTime(new Date('2027-01-01T11:57:01'))
    expect(await submit(open.id, rightAnswers('EX2026005'), token)).toMatchObject({
      success: false,
      msg: '考试时间已结束，试卷已按服务器保存的答案收取',
    })
    expect(open).toMatchObject({ status: 30, answers: savedAnswers, score: 4 + 6 + 3 })
    const detail = await call<{ examuser: unknown }>(`${C}/GetUserExamDetail`, {
      query: { excode: 'EX2026005' },
      token,
    })
    expect(detail.data.examuser).toEqual({ status: 30, score: 13 })
    expect(await submit(open.id, {}, token)).toMatchObject({
      success: false,
      msg: '试卷已提交，请勿重复提交',
    })
  })

  it('scores wrong answers as zero, says 等待批卷 for an exam marked later and refuses its retake', async () => {
    pinClock(NOW)
    const taker = db.examUsers.find((e) => e.examCode === 'EX2026003' && e.status !== 30)!
    const token = tokenFor(taker.userId)
    const begun = await begin('EX2026003', token)
    expect(await submit(begun.data.userpaper.id, {}, token)).toMatchObject({
      msg: '试卷提交成功,等待批卷',
      data: { score: 0, delayMarkingPapers: 1 },
    })
    expect(await begin('EX2026003', token)).toMatchObject({ success: false, msg: '考试已结束' })
    expect(await call(assumedPaths.examSubmit, { body: { answers: [] }, token })).toMatchObject({
      success: false,
      msg: '缺少试卷编号',
    })
  })

  it('refuses an exam before its window opens', async () => {
    pinClock('2027-05-20T12:00:00')
    db.exams.find((e) => e.examCode === 'EX2026002')!.examStartTime = '2027-05-21 09:00:00'
    expect(await begin('EX2026002', tokenFor('learner'))).toMatchObject({
      success: false,
      msg: '考试尚未开始',
    })
  })

  it('dates every answer with the server clock (HTTP Date header), refusals included', async () => {
    pinClock(NOW)
    const dated = async (body: unknown) => {
      const response = await fetch(`http://localhost${C}/GetExamDetail`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer test-u-learner' },
        body: JSON.stringify(body),
      })
      return response.headers.get('Date')
    }
    tokenFor('learner')
    const expected = new Date(NOW).toUTCString()
    expect(await dated({ examCode: 'EX2026006' })).toBe(expected)
    expect(await dated({ examCode: 'NOPE' })).toBe(expected)
  })
})
