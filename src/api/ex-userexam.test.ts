import { waitFor } from '@testing-library/react'
import { db } from '../../mocks/db'
import { loginAs, pinClock, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'
import { exUserexamApi } from './ex-userexam'
import { projectProjectApi } from './project-project'

// Real baseQuery -> real mock handlers, on a pinned day (the seeded exam windows follow the clock).
const ep = exUserexamApi.endpoints
const exam = { excode: 'EX2026002' }

describe('taking an exam against the mock backend', () => {
  it('BeginExam starts a paper (the enrolment and the project summary refetch); the right answers score it in full and list it', async () => {
    pinClock('2029-08-06T09:00:00')
    loginAs('learner')
    const store = makeStore()
    const detail = store.dispatch(ep.getUserExamDetail.initiate(exam))
    const summary = store.dispatch(projectProjectApi.endpoints.getFPMyStudyData.initiate())
    const { examinfo } = (await detail).data!
    await summary
    const enrolment = () => ep.getUserExamDetail.select(exam)(store.getState()).data?.examuser
    expect(enrolment()?.status).toBe(0)
    const wire = watchWire()
    const begun = await store.dispatch(ep.beginExam.initiate(examinfo)).unwrap()
    expect(begun.isSubExam).toBe(false)
    await waitFor(() => expect(enrolment()?.status).toBe(20))
    await waitFor(async () => expect(await wire.to('/GetFPMyStudyData')).toHaveLength(1))
    // starting again continues the same paper
    const userpaperId = begun.userpaper.id
    const again = await store.dispatch(ep.beginExam.initiate(examinfo)).unwrap()
    expect(again.userpaper.id).toBe(userpaperId)

    // unsubscribe before handing in: a handed-in paper has no questions to refetch
    const paper = store.dispatch(
      assumedApi.endpoints.getExamPaperQuestions.initiate({ userpaperId }),
    )
    const questions = await paper.unwrap()
    paper.unsubscribe()
    expect(questions.length).toBeGreaterThan(0)
    questions.forEach((q) => expect(q).not.toHaveProperty('answer'))
    const answers = questions.map((q) => ({
      questionId: q.id,
      answer: db.questions.find((x) => x.id === q.id)!.answer,
    }))
    const submitted = await store
      .dispatch(assumedApi.endpoints.submitExamPaper.initiate({ userpaperId, answers }))
      .unwrap()
    expect(submitted.data).toMatchObject({ score: examinfo.totlescore, isPass: 1 })
    await waitFor(() => expect(enrolment()).toEqual({ status: 30, score: examinfo.totlescore }))
    const handedIn = await store
      .dispatch(ep.getExamResultList.initiate({ exammcode: exam.excode }))
      .unwrap()
    expect(handedIn.map((r) => r.id)).toEqual([userpaperId])
    detail.unsubscribe()
    summary.unsubscribe()
  })
})
