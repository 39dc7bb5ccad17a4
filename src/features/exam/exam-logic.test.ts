import {
  clearPaper,
  emptyRecord,
  mergeAnswers,
  readPaper,
  readPaperOfExam,
  writePaper,
} from './exam-store'
import { HandInQueue, isTransient, type HandInState } from './hand-in-queue'
import { clockText, paperDeadline } from './paper-deadline'
import { bestDeadline } from './use-paper-record'

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

describe('the deadline of a paper', () => {
  const received = Date.parse('2026-11-24T10:00:00')
  const exact = (at: number, minutes?: number) => ({
    at,
    estimated: false,
    ...(minutes ? { seconds: minutes * 60 } : {}),
  })

  it('counts the seconds left the answer states from when it was received', () => {
    expect(paperDeadline({ remainingSeconds: 600, receivedAt: received, examMinutes: 30 })).toEqual(
      exact(received + 600_000, 30),
    )
  })

  it('else the start plus the exam time, measured against the server time of the same answer', () => {
    const deadline = paperDeadline({
      examMinutes: 30,
      serverTime: '2026-11-24 10:10:00',
      userpaper: { startTime: '2026-11-24 10:00:00' },
      receivedAt: received,
    })
    expect(deadline).toEqual(exact(received + 20 * 60_000, 30))
  })

  it("else the exam info's time from when a paper just begun was received (a documented BeginExam answer)", () => {
    expect(paperDeadline({ examMinutes: 45, receivedAt: received })).toEqual(
      exact(received + 45 * 60_000, 45),
    )
  })

  it('counts a continued paper without its start from when it was continued, and says it is an estimate', () => {
    expect(paperDeadline({ examMinutes: 45, receivedAt: received, continued: true })).toEqual({
      at: received + 45 * 60_000,
      estimated: true,
      seconds: 45 * 60,
    })
  })

  it('knows no deadline without an exam time: never a time of 0 that hands the paper in at once', () => {
    for (const examMinutes of [undefined, 0, -5, Number.NaN])
      expect(paperDeadline({ examMinutes, receivedAt: received })).toBeUndefined()
    // a start time alone does not tell the end either
    expect(
      paperDeadline({ userpaper: { startTime: '2026-11-24 09:50:00' }, receivedAt: received }),
    ).toBeUndefined()
  })

  it('keeps an exact deadline over an estimate, and of two alike the earlier', () => {
    const estimate = { at: received + 90_000, estimated: true }
    expect(bestDeadline(estimate, exact(received + 120_000))).toEqual(exact(received + 120_000))
    expect(bestDeadline(exact(received + 60_000), exact(received + 30_000))).toEqual(
      exact(received + 30_000),
    )
    expect(bestDeadline(undefined, estimate)).toEqual(estimate)
    expect(bestDeadline(undefined, undefined)).toBeUndefined()
  })

  it('is shown as mm:ss, and h:mm:ss from an hour', () => {
    expect(clockText(299)).toBe('04:59')
    expect(clockText(3725)).toBe('1:02:05')
    expect(clockText(-3)).toBe('00:00')
  })
})

describe('handing in until the backend acknowledges', () => {
  it('retries a network failure with back-off and stops at the first acknowledgement', async () => {
    vi.useFakeTimers()
    const submit = vi
      .fn()
      .mockRejectedValueOnce({ status: 'NETWORK', message: '网络连接失败' })
      .mockRejectedValueOnce({ status: 502, message: '服务器出错（502）' })
      .mockResolvedValue({ data: { score: 80, isPass: 1 }, msg: '试卷提交成功' })
    const states: HandInState[] = []
    const queue = new HandInQueue(submit, (s) => states.push(s))
    await queue.send()
    expect(queue.state).toMatchObject({ phase: 'waiting', tries: 1 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(queue.state).toMatchObject({ phase: 'waiting', tries: 2 })
    await vi.advanceTimersByTimeAsync(4000)
    expect(queue.state).toMatchObject({ phase: 'done', result: { score: 80 } })
    expect(submit).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(submit).toHaveBeenCalledTimes(3)
    queue.dispose()
  })

  it('sends at once when the browser is back online, and never two calls at a time', async () => {
    vi.useFakeTimers()
    let answer!: (value: unknown) => void
    const submit = vi
      .fn()
      .mockRejectedValueOnce({ status: 'NETWORK', message: 'offline' })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const queue = new HandInQueue(submit, () => {})
    await queue.send()
    window.dispatchEvent(new Event('online'))
    void queue.send()
    expect(submit).toHaveBeenCalledTimes(2)
    answer({ data: {}, msg: '' })
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.state.phase).toBe('done')
    queue.dispose()
  })

  it('tries nothing more once the page closed, even when the call on its way then fails', async () => {
    vi.useFakeTimers()
    let fail!: (reason: unknown) => void
    const submit = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)))
    const queue = new HandInQueue(submit, () => {})
    const sending = queue.send()
    queue.dispose()
    fail({ status: 'NETWORK', message: '网络连接失败' })
    await sending
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(120_000)
    await queue.send()
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('stops on a refusal from the backend, with its message', async () => {
    const queue = new HandInQueue(
      () => Promise.reject({ status: 'BUSINESS', message: '试卷已提交，请勿重复提交' }),
      () => {},
    )
    await queue.send()
    expect(queue.state).toEqual({ phase: 'refused', message: '试卷已提交，请勿重复提交' })
    expect(isTransient({ status: 'BUSINESS', message: '', errorCode: 401 })).toBe(true)
    queue.dispose()
  })
})
