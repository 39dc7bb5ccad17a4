import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { exUserexamApi } from './ex-userexam'
import { envelope, hits, recordRequests } from './test-recorder'

const C = '/Api/UserExam/ex_userexam'
const examinfo = {
  examName: '2024年度工伤预防考试',
  examCode: 'E1',
  examIntrduce: '说明',
  time: 60,
  totlescore: 100,
  totleq: 50,
  isAllow: 1,
}

describe('ex_userexam', () => {
  it('GetUserExamDetail sends excode in the query and returns examinfo and examuser', async () => {
    const log = recordRequests(server, () =>
      envelope({ examinfo, examuser: { status: 20, score: 0 } }),
    )
    const result = await makeStore().dispatch(
      exUserexamApi.endpoints.getUserExamDetail.initiate({ excode: 'E1' }),
    )
    expect(log[0]).toMatchObject({
      method: 'POST',
      pathname: `${C}/GetUserExamDetail`,
      query: { excode: 'E1' },
      body: undefined,
    })
    expect(result.data?.data.examinfo.totlescore).toBe(100)
    expect(result.data?.data.examuser?.status).toBe(20)
  })

  it('GetExamResult sends userpaperId in the query; GetExamResultList posts exammcode', async () => {
    const log = recordRequests(server, (r) =>
      envelope(
        r.pathname.endsWith('GetExamResult')
          ? { examinfo, paper: { id: 8, examCode: 'E1', isPass: 1 }, exampaperquestionlist: [] }
          : [],
      ),
    )
    const store = makeStore()
    const result = await store.dispatch(
      exUserexamApi.endpoints.getExamResult.initiate({ userpaperId: 8 }),
    )
    await store.dispatch(exUserexamApi.endpoints.getExamResultList.initiate({ exammcode: 'E1' }))
    expect(log[0].query).toEqual({ userpaperId: '8' })
    expect(log[1]).toMatchObject({ pathname: `${C}/GetExamResultList`, body: { exammcode: 'E1' } })
    expect(result.data?.data.paper.id).toBe(8)
  })

  it('BeginExam posts the exam info, returns isSubExam/userpaper and refreshes the exam detail', async () => {
    const log = recordRequests(server, (r) =>
      envelope(
        r.pathname.endsWith('BeginExam')
          ? { isSubExam: false, userpaper: { id: 8, examCode: 'E1' } }
          : { examinfo, examuser: { status: 0 } },
      ),
    )
    const store = makeStore()
    const detail = store.dispatch(
      exUserexamApi.endpoints.getUserExamDetail.initiate({ excode: 'E1' }),
    )
    await detail
    const begun = await store
      .dispatch(exUserexamApi.endpoints.beginExam.initiate(examinfo))
      .unwrap()
    expect(log[1].body).toEqual(examinfo)
    expect(begun.data).toMatchObject({ isSubExam: false, userpaper: { id: 8, examCode: 'E1' } })
    await waitFor(() => expect(hits(log, `${C}/GetUserExamDetail`)).toBe(2))
    detail.unsubscribe()
  })
})
