import {
  clearPaper,
  emptyRecord,
  mergeAnswers,
  needsHandIn,
  readPaper,
  readPaperOfExam,
  waitingPapers,
  writePaper,
} from './exam-drafts'

describe('the copy of a paper on this device', () => {
  it('is kept per account and paper, found again by exam code, and cleared only when asked', () => {
    const record = {
      ...emptyRecord('EX1', '77'),
      answers: { '1': 'A', '2': 'AC' },
      marked: ['2'],
      current: 1,
    }
    expect(writePaper('u1', record)).toBe(true)
    expect(readPaper('u1', '77')).toMatchObject({
      answers: { '1': 'A', '2': 'AC' },
      marked: ['2'],
      current: 1,
    })
    expect(readPaper('u2', '77')).toBeUndefined()
    expect(readPaperOfExam('u1', 'EX1')?.paperId).toBe('77')
    clearPaper('u1', record)
    expect(readPaper('u1', '77')).toBeUndefined()
    expect(readPaperOfExam('u1', 'EX1')).toBeUndefined()
  })

  it('reads a damaged copy as none instead of failing the page', () => {
    localStorage.setItem('yd-exam:u1:paper:5', '{not json')
    expect(readPaper('u1', '5')).toBeUndefined()
  })

  it('says so when the device refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(writePaper('u1', emptyRecord('EX1', '1'))).toBe(false)
  })

  it("overlays the server's answers with this device's, which are newer (a cleared answer too)", () => {
    expect(mergeAnswers({ '1': 'A', '2': 'B', '3': '' }, { '2': 'C', '1': '' })).toEqual({
      '1': '',
      '2': 'C',
    })
  })
})

describe('the copies still to be handed in', () => {
  const now = Date.parse('2026-11-24T10:00:00')
  const copy = (paperId: string, extra: Partial<ReturnType<typeof emptyRecord>>) => ({
    ...emptyRecord(`EX${paperId}`, paperId),
    ...extra,
  })

  it('are the frozen ones and those whose time ran out, never one still within its time', () => {
    const frozen = copy('1', { handIn: { at: now - 1000, reason: 'user' } })
    const timeUp = copy('2', { deadline: { at: now - 1, estimated: true } })
    const running = copy('3', { deadline: { at: now + 60_000, estimated: false } })
    const timeless = copy('4', {})
    expect([frozen, timeUp, running, timeless].map((r) => needsHandIn(r, now))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it("are listed per account, the oldest first, without another account's", () => {
    vi.useFakeTimers({ now: now - 5000 })
    writePaper('u:a', copy('2', { deadline: { at: now - 1, estimated: false } }))
    vi.setSystemTime(now - 9000)
    writePaper('u:a', copy('1', { handIn: { at: now - 9000, reason: 'timeout' } }))
    writePaper('u:a', copy('3', { deadline: { at: now + 60_000, estimated: false } }))
    writePaper('u:b', copy('4', { handIn: { at: now, reason: 'user' } }))
    expect(waitingPapers('u:a', now).map((r) => r.paperId)).toEqual(['1', '2'])
    expect(waitingPapers('u:c', now)).toEqual([])
  })
})
