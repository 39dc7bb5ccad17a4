import { setToken } from '../../lib/token'
import { keepExamPayload, readExamPayload } from './exam-payload'

describe('the exam payload kept in this tab', () => {
  it('is read back only by the account that started the paper', () => {
    setToken('token-a', 'learner|learner（华东机械制造有限公司）')
    keepExamPayload('EX2026002', { userpaper: { id: 7, examCode: 'EX2026002' } })
    expect(readExamPayload('EX2026002')).toMatchObject({ userpaper: { id: 7 } })
    // another account signs in on the same tab: the paper is not theirs
    setToken('token-b', 'twin|twin（华东机械制造有限公司）')
    expect(readExamPayload('EX2026002')).toBeUndefined()
    // nor for a session opened from a link (no account chosen)
    setToken('token-c')
    expect(readExamPayload('EX2026002')).toBeUndefined()
  })
})
