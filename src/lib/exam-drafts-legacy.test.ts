import { adoptLegacyDrafts } from './exam-drafts-legacy'
import { emptyRecord, readPaper, readPaperOfExam, writePaper } from './exam-drafts'
import { setToken } from './token'

// The keys an earlier version wrote: the login typed and the account's label, or a link token's
// digest.
const LABEL = 'learner（华东机械制造有限公司）'
const saved = (owner: string, paperId: string, answers: Record<string, string>, at = 1000) => {
  vi.setSystemTime(at)
  writePaper(owner, { ...emptyRecord('EX2026006', paperId), answers })
  vi.useRealTimers()
}
const learner = { accountCode: 'learner', mobile: '13800138000' }

describe('copies kept under the keys of earlier versions', () => {
  it("move under the account's identity when this login picked the same account, typed any way", () => {
    saved(`a:Learner|${LABEL}`, '11', { '1': 'A' })
    saved(`a:13800138000|${LABEL}`, '12', { '1': 'B' })
    setToken('token-now', `learner|${LABEL}`)
    adoptLegacyDrafts('u:u-learner', learner)
    expect(readPaper('u:u-learner', '11')?.answers).toEqual({ '1': 'A' })
    expect(readPaper('u:u-learner', '12')?.answers).toEqual({ '1': 'B' })
    expect(readPaperOfExam('u:u-learner', 'EX2026006')).toBeDefined()
    expect(readPaper(`a:Learner|${LABEL}`, '11')).toBeUndefined()
    expect(Object.keys(localStorage).filter((k) => k.includes(':a:'))).toEqual([])
  })

  it("stay where they are when they are another account's: another label, or another login", () => {
    saved('a:twin|twin（华东机械制造有限公司）', '21', { '1': 'C' })
    saved(`a:someone-else|${LABEL}`, '22', { '1': 'D' })
    setToken('token-now', `learner|${LABEL}`)
    adoptLegacyDrafts('u:u-learner', learner)
    expect(readPaper('u:u-learner', '21')).toBeUndefined()
    expect(readPaper('u:u-learner', '22')).toBeUndefined()
    expect(readPaper('a:twin|twin（华东机械制造有限公司）', '21')).toBeDefined()
  })

  it('move for the session of the same link token, and the newer of two copies stays', () => {
    setToken('token-from-a-link')
    // the digest the earlier version made of that token
    let h = 5381
    for (const c of 'token-from-a-link') h = (h * 33) ^ c.charCodeAt(0)
    saved(`t:${(h >>> 0).toString(36)}`, '31', { '1': 'old' }, 1000)
    saved('u:u-learner', '31', { '1': 'new' }, 2000)
    saved(`t:${(h >>> 0).toString(36)}`, '32', { '1': 'A' }, 1000)
    adoptLegacyDrafts('u:u-learner', learner)
    expect(readPaper('u:u-learner', '31')?.answers).toEqual({ '1': 'new' })
    expect(readPaper('u:u-learner', '32')?.answers).toEqual({ '1': 'A' })
  })
})
