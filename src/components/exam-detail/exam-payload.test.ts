import { keepExamPayload, readExamPayload } from './exam-payload'

describe('the exam payload kept in this tab', () => {
  it('is read back only by the account that started the paper', () => {
    keepExamPayload('EX2026002', { userpaper: { id: 7, examCode: 'EX2026002' } }, 'u:u-learner')
    expect(readExamPayload('EX2026002', 'u:u-learner')).toMatchObject({ userpaper: { id: 7 } })
    // another account signs in on the same tab: the paper is not theirs
    expect(readExamPayload('EX2026002', 'u:u-twin-a')).toBeUndefined()
    // nor for a tab whose session is not known
    expect(readExamPayload('EX2026002', undefined)).toBeUndefined()
  })
})
