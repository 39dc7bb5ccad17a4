import { HandInQueue, isTransient, type HandInState } from './hand-in-queue'
import { clockText, paperDeadline } from './paper-deadline'
import { bestDeadline } from './use-paper-record'

describe('the deadline of a paper', () => {
  const received = Date.parse('2026-11-24T10:00:00')
  const exact = (at: number, minutes?: number) => ({
    at,
    estimated: false,
    ...(minutes ? { seconds: minutes * 60 } : {}),
  })

  // continued 20 minutes before the exam closes, its start unknown
  const continuedNearTheEnd = {
    examMinutes: 120,
    continued: true,
    examEndTime: '2026-11-24 10:20:00',
    receivedAt: received,
  }
  const cappedAtTheEnd = { at: received + 20 * 60_000, estimated: true, seconds: 120 * 60 }

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

  it('reads the clock offset once: a millisecond passing while it works changes nothing', () => {
    // the browser clock ticks on every reading, as it may on a busy machine
    let tick = received
    vi.spyOn(Date, 'now').mockImplementation(() => tick++)
    expect(paperDeadline(continuedNearTheEnd)).toEqual(cappedAtTheEnd)
  })

  it("never runs past the exam's end: a paper continued on another device does not get the whole time again", () => {
    expect(paperDeadline(continuedNearTheEnd)).toEqual(cappedAtTheEnd)
    // the end read against the server time of the same answer, as the start is
    expect(
      paperDeadline({
        examMinutes: 60,
        serverTime: '2026-11-24 10:10:00',
        userpaper: { startTime: '2026-11-24 10:00:00' },
        examEndTime: '2026-11-24 10:30:00',
        receivedAt: received,
      }),
    ).toEqual(exact(received + 20 * 60_000, 60))
    // an end later than the exam time changes nothing; the seconds left the server states stand
    expect(
      paperDeadline({ examMinutes: 45, examEndTime: '2099-01-01 00:00:00', receivedAt: received }),
    ).toEqual(exact(received + 45 * 60_000, 45))
    expect(
      paperDeadline({
        remainingSeconds: 600,
        examMinutes: 30,
        examEndTime: '2026-11-24 10:05:00',
        serverTime: '2026-11-24 10:00:00',
        receivedAt: received,
      }),
    ).toEqual(exact(received + 600_000, 30))
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

  it("sends again on the learner's 重新提交 after a refusal, never by itself", async () => {
    vi.useFakeTimers()
    const submit = vi
      .fn()
      .mockRejectedValueOnce({ status: 'BUSINESS', message: '系统繁忙' })
      .mockResolvedValue({ data: { score: 90 }, msg: '试卷提交成功' })
    const queue = new HandInQueue(submit, () => {})
    await queue.send()
    expect(queue.state.phase).toBe('refused')
    await vi.advanceTimersByTimeAsync(120_000)
    await queue.send()
    expect(submit).toHaveBeenCalledTimes(1)
    await queue.retry()
    expect(submit).toHaveBeenCalledTimes(2)
    expect(queue.state).toMatchObject({ phase: 'done', result: { score: 90 } })
    queue.dispose()
  })

  it('keeps trying after an HTTP 401 or a 404 of the guessed path: neither is a final refusal', async () => {
    vi.useFakeTimers()
    expect(isTransient({ status: 401, message: '服务器出错（401），请稍后重试' })).toBe(true)
    expect(isTransient({ status: 404, message: '服务器出错（404），请稍后重试' })).toBe(true)
    expect(isTransient({ status: 400, message: '服务器出错（400），请稍后重试' })).toBe(false)
    const submit = vi
      .fn()
      .mockRejectedValueOnce({ status: 404, message: '服务器出错（404），请稍后重试' })
      .mockRejectedValueOnce({ status: 401, message: '服务器出错（401），请稍后重试' })
      .mockResolvedValue({ data: {}, msg: '试卷提交成功' })
    const queue = new HandInQueue(submit, () => {})
    await queue.send()
    expect(queue.state).toMatchObject({ phase: 'waiting', login: false })
    await vi.advanceTimersByTimeAsync(2000)
    expect(queue.state).toMatchObject({ phase: 'waiting', login: true })
    await vi.advanceTimersByTimeAsync(4000)
    expect(queue.state.phase).toBe('done')
    queue.dispose()
  })
})
