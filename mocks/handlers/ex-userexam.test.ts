import type { ExamQuestion } from '../../src/api/assumed'
import { assumedPaths } from '../../src/api/assumed-paths'
import type { BeginExamData, ExamResult, UserExamDetail } from '../../src/api/ex-userexam'
import type { ExamResultRow } from '../../src/api/ex-userexam'
import { db } from '../db'
import { call, tokenFor } from '../test-client'
import { pinClock } from '../test-harness'

const C = '/Api/UserExam/ex_userexam'

async function detail(token: string, excode: string) {
  return (await call<UserExamDetail>(`${C}/GetUserExamDetail`, { query: { excode }, token })).data
}

describe('exam mocks', () => {
  it('starts an exam (status 20), serves its questions, scores the paper on submit (status 30)', async () => {
    // years from now: the seeded exam windows follow the clock
    pinClock('2031-04-10T09:30:00')
    const token = tokenFor('u-learner')
    const before = await detail(token, 'EX2026002')
    expect(before.examuser?.status).toBe(0)
    expect(before.examinfo).toMatchObject({ examCode: 'EX2026002', totleq: 15, isAllow: 1 })
    expect(before.examinfo.totlescore).toBeGreaterThan(0)

    const begun = await call<BeginExamData>(`${C}/BeginExam`, { body: before.examinfo, token })
    expect(begun.data.isSubExam).toBe(false)
    expect((await detail(token, 'EX2026002')).examuser?.status).toBe(20)
    // starting again continues the same paper
    const again = await call<BeginExamData>(`${C}/BeginExam`, {
      body: { examCode: 'EX2026002' },
      token,
    })
    expect(again.data.userpaper.id).toBe(begun.data.userpaper.id)

    const paperId = begun.data.userpaper.id
    const questions = await call<ExamQuestion[]>(assumedPaths.examQuestions, {
      query: { userpaperId: paperId },
      token,
    })
    expect(questions.data).toHaveLength(15)
    expect(questions.data[0]).not.toHaveProperty('answer')
    expect(new Set(questions.data.map((q) => q.qType))).toEqual(new Set([1, 2, 3, 4]))

    // answer everything correctly
    const answers = questions.data.map((q) => ({
      questionId: q.id,
      answer: db.questions.find((x) => x.id === q.id)!.answer,
    }))
    const submitted = await call<{ score: number; isPass: number }>(assumedPaths.examSubmit, {
      body: { userpaperId: paperId, answers },
      token,
    })
    expect(submitted.data).toMatchObject({ score: before.examinfo.totlescore, isPass: 1 })
    expect(await detail(token, 'EX2026002')).toMatchObject({
      examuser: { status: 30, score: before.examinfo.totlescore },
    })
    expect(
      (await call(assumedPaths.examSubmit, { body: { userpaperId: paperId, answers }, token }))
        .success,
    ).toBe(false)

    const result = await call<ExamResult>(`${C}/GetExamResult`, {
      query: { userpaperId: paperId },
      token,
    })
    expect(result.data.paper).toMatchObject({
      id: paperId,
      score: before.examinfo.totlescore,
      isPass: 1,
    })
    expect(result.data.exampaperquestionlist.every((q) => q.isPass === 1)).toBe(true)
    const list = await call<ExamResultRow[]>(`${C}/GetExamResultList`, {
      body: { exammcode: 'EX2026002' },
      token,
    })
    expect(list.data.map((r) => r.id)).toEqual([paperId])
  })

  it('scores wrong answers as zero and refuses a retake when isAllow is 0', async () => {
    pinClock('2027-01-01T00:30:00')
    const token = tokenFor('u-learner')
    const begun = await call<BeginExamData>(`${C}/BeginExam`, {
      body: { examCode: 'EX2026003' },
      token,
    })
    const submitted = await call<{ score: number; delayMarkingPapers: number }>(
      assumedPaths.examSubmit,
      { body: { userpaperId: begun.data.userpaper.id, answers: [] }, token },
    )
    expect(submitted.data).toMatchObject({ score: 0, delayMarkingPapers: 1 })
    expect(await call(`${C}/BeginExam`, { body: { examCode: 'EX2026003' }, token })).toMatchObject({
      success: false,
      msg: '考试已结束',
    })
    expect(await call(`${C}/BeginExam`, { body: { examCode: 'EX2025009' }, token })).toMatchObject({
      success: false,
      msg: '考试已结束',
    })
    expect(await call(assumedPaths.examSubmit, { body: { answers: [] }, token })).toMatchObject({
      success: false,
      msg: '缺少试卷编号',
    })
  })

  it('refuses an exam before its window opens', async () => {
    pinClock('2027-05-20T12:00:00')
    db.exams.find((e) => e.examCode === 'EX2026002')!.examStartTime = '2027-05-21 09:00:00'
    expect(
      await call(`${C}/BeginExam`, {
        body: { examCode: 'EX2026002' },
        token: tokenFor('u-learner'),
      }),
    ).toMatchObject({ success: false, msg: '考试尚未开始' })
  })

  it('lists earlier papers of a finished exam', async () => {
    const token = tokenFor('u-learner')
    const list = await call<ExamResultRow[]>(`${C}/GetExamResultList`, {
      body: { exammcode: 'EX2026001' },
      token,
    })
    expect(list.data.length).toBe(2)
    expect(list.data[0]).toEqual(
      expect.objectContaining({ chnName: '张伟', delayMarkingPapers: 0 }),
    )
  })
})
