import { assumedPaths } from '../../src/api/assumed-paths'
import type { BeginExamData } from '../../src/api/ex-userexam'
import { db } from '../db'
import { call, pinClock, tokenFor } from '../test-harness'

// The exam rules the exam page shows; the happy path is src/api/ex-userexam.test.ts.
const C = '/Api/UserExam/ex_userexam'

describe('exam mocks', () => {
  it('scores wrong answers as zero, takes a paper once and refuses a retake when isAllow is 0', async () => {
    pinClock('2027-01-01T00:30:00')
    const token = tokenFor('learner')
    const begun = await call<BeginExamData>(`${C}/BeginExam`, {
      body: { examCode: 'EX2026003' },
      token,
    })
    const handIn = () =>
      call<{ score: number; delayMarkingPapers: number }>(assumedPaths.examSubmit, {
        body: { userpaperId: begun.data.userpaper.id, answers: [] },
        token,
      })
    expect((await handIn()).data).toMatchObject({ score: 0, delayMarkingPapers: 1 })
    expect((await handIn()).success).toBe(false)
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
        token: tokenFor('learner'),
      }),
    ).toMatchObject({ success: false, msg: '考试尚未开始' })
  })
})
