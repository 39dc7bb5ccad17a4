import { waitFor } from '@testing-library/react'
import { loginAs, pinClock, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { exUserexamApi } from './ex-userexam'
import { projectProjectApi } from './project-project'

// Real baseQuery -> real mock handlers, on a pinned day (the seeded exam windows follow the clock).
const ep = exUserexamApi.endpoints

describe('ex_userexam against the mock backend', () => {
  beforeEach(() => pinClock('2029-08-06T09:00:00'))

  it('GetUserExamDetail sends excode in the query and answers the exam info and the enrolment', async () => {
    loginAs('u-learner')
    const wire = watchWire()
    const result = await makeStore()
      .dispatch(ep.getUserExamDetail.initiate({ excode: 'EX2026002' }))
      .unwrap()
    expect(result.data.examinfo).toMatchObject({
      examCode: 'EX2026002',
      totleq: 15,
      isAllow: 1,
      examIntrduce: expect.any(String),
    })
    expect(result.data.examuser).toEqual({ status: 0, score: 0 })
    expect((await wire.sent())[0]).toMatchObject({
      query: { excode: 'EX2026002' },
      body: undefined,
    })
  })

  it('BeginExam posts the exam info: the enrolment becomes 20 and the project summary refetches', async () => {
    loginAs('u-learner')
    const store = makeStore()
    const detail = store.dispatch(ep.getUserExamDetail.initiate({ excode: 'EX2026002' }))
    const summary = store.dispatch(projectProjectApi.endpoints.getFPMyStudyData.initiate())
    const info = (await detail).data!.data.examinfo
    await summary
    const wire = watchWire()
    const begun = await store.dispatch(ep.beginExam.initiate(info)).unwrap()
    expect(begun.data).toMatchObject({ isSubExam: false, userpaper: { examCode: 'EX2026002' } })
    await waitFor(() =>
      expect(
        ep.getUserExamDetail.select({ excode: 'EX2026002' })(store.getState()).data?.data.examuser
          ?.status,
      ).toBe(20),
    )
    await waitFor(async () => expect(await wire.to('/GetFPMyStudyData')).toHaveLength(1))
    expect((await wire.to('/BeginExam'))[0].body).toEqual(info)
    detail.unsubscribe()
    summary.unsubscribe()
  })

  it('GetExamResultList (body exammcode) and GetExamResult (query userpaperId) answer the handed-in papers', async () => {
    loginAs('u-learner')
    const wire = watchWire()
    const store = makeStore()
    const rows = await store
      .dispatch(ep.getExamResultList.initiate({ exammcode: 'EX2026001' }))
      .unwrap()
    expect(rows.data.map((r) => r.chnName)).toEqual(['张伟', '张伟'])
    const result = await store
      .dispatch(ep.getExamResult.initiate({ userpaperId: rows.data[0].id }))
      .unwrap()
    expect(result.data.paper.id).toBe(rows.data[0].id)
    expect(result.data.exampaperquestionlist).toHaveLength(11)
    const [list, one] = await wire.sent()
    expect([list.body, list.query]).toEqual([{ exammcode: 'EX2026001' }, {}])
    expect([one.query, one.body]).toEqual([{ userpaperId: String(rows.data[0].id) }, undefined])
  })
})
