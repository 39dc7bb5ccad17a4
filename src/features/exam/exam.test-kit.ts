// What the exam tests set up the way the app does: the exam detail's two calls, and the heading a
// question shows once the paper is on screen.
import { screen } from '@testing-library/react'
import { exUserexamApi } from '../../api/ex-userexam'
import { makeStore } from '../../app/store'
import { examPayload } from '../../components/exam-detail/exam-payload'

/** The exam detail's start of a paper (GetUserExamDetail, then BeginExam), as it hands it on. */
export async function startPaper(examCode: string) {
  const store = makeStore()
  const detail = await store
    .dispatch(exUserexamApi.endpoints.getUserExamDetail.initiate({ excode: examCode }))
    .unwrap()
  const { examinfo, examuser } = detail
  const begun = await store.dispatch(exUserexamApi.endpoints.beginExam.initiate(examinfo)).unwrap()
  return examPayload(examinfo, examuser, begun)
}

/** Question `n`'s heading, once the paper shows it. */
export const question = (n: number) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`^第 ${n} 题`) })
