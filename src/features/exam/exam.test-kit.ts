// What the exam tests set up the way the app does: the exam detail's two calls, the key of an
// account's copies on this device, and the heading a question shows once the paper is on screen.
import { screen } from '@testing-library/react'
import { exUserexamApi } from '../../api/ex-userexam'
import { makeStore } from '../../app/store'
import { examPayload } from '../../components/exam-detail/exam-payload'
import { accountIdentity } from '../../lib/account-identity'
import { call } from '../../../mocks/test-harness'

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

/** The key this device keeps `token`'s account's copies under, from its GetUserInfo answer. */
export async function ownerOf(token: string): Promise<string> {
  const info = await call('/Api/User/user_user/GetUserInfo', { token })
  const owner = accountIdentity(info.data as Parameters<typeof accountIdentity>[0])
  if (!owner) throw new Error('GetUserInfo names no account')
  return owner
}

/** Question `n`'s heading, once the paper shows it. */
export const question = (n: number) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`^第 ${n} 题`) })
