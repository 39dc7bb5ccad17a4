import type { ApiResult, HttpError } from '../../api/http'
import type { SubmitExamResult } from '../../api/assumed'

export type HandInState =
  | { phase: 'idle' }
  | { phase: 'sending'; tries: number }
  /**
   * the network or the server failed: tried again by itself at retryAt (ms); `login` when the
   * answer was that the login has expired
   */
  | { phase: 'waiting'; tries: number; retryAt: number; message: string; login: boolean }
  | { phase: 'done'; result: SubmitExamResult; message: string }
  /** the backend answered no: nothing more is tried; the local copy stays */
  | { phase: 'refused'; message: string }

/** Seconds between tries: quick at first, then every 30 s for as long as it takes. */
export const RETRY_DELAYS = [2, 4, 8, 15, 30] as const
const delayOf = (tries: number) => RETRY_DELAYS[Math.min(tries - 1, RETRY_DELAYS.length - 1)]

// The login has expired: the paper goes once the account has signed in again.
const loginExpired = (error: HttpError) =>
  error.status === 401 || (error.status === 'BUSINESS' && error.errorCode === 401)

/**
 * Worth trying again: no answer, a server error, a login to renew, and a 404, which is no answer
 * about the paper: SubmitExamPaper's path is a guess (api/assumed-paths.ts) an operator may still
 * correct, and a proxy may answer 404 while the backend restarts.
 */
export function isTransient(error: HttpError): boolean {
  if (loginExpired(error)) return true
  if (typeof error.status === 'number')
    return error.status >= 500 || error.status === 408 || error.status === 404
  return error.status === 'NETWORK' || error.status === 'PARSE' || error.status === 'CANCELLED'
}

/**
 * Hands a paper in until the backend acknowledges it: one call in flight at a time, tried again
 * with back-off (and at once when the browser is back online) while the network or the server
 * fails; a business refusal stops. Once disposed (the exam page closed) it tries nothing more, not
 * even after a call that was on its way fails: the frozen paper stays on the device, and the
 * exam page sends it again when it opens (a second queue beside this one would send it twice).
 */
export class HandInQueue {
  state: HandInState = { phase: 'idle' }
  private inFlight = false
  private tries = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private disposed = false
  private readonly online = () => {
    if (this.tries > 0 && this.state.phase === 'waiting') void this.send()
  }

  constructor(
    private readonly submit: () => Promise<ApiResult<SubmitExamResult>>,
    private readonly changed: (state: HandInState) => void,
  ) {
    window.addEventListener('online', this.online)
  }

  private set(state: HandInState) {
    this.state = state
    this.changed(state)
  }

  /** Sends now, unless a call is on its way or the backend has answered (taken or refused it). */
  send(): Promise<void> {
    return this.sendNow(false)
  }

  /** The learner's 重新提交 or 立即重试: sends now, after a refusal as well. */
  retry(): Promise<void> {
    return this.sendNow(true)
  }

  private async sendNow(byLearner: boolean): Promise<void> {
    const { phase } = this.state
    if (this.disposed || this.inFlight || phase === 'done') return
    if (phase === 'refused' && !byLearner) return
    clearTimeout(this.timer)
    this.inFlight = true
    this.tries += 1
    this.set({ phase: 'sending', tries: this.tries })
    try {
      const answer = await this.submit()
      this.set({ phase: 'done', result: answer.data ?? {}, message: answer.msg ?? '' })
    } catch (raw) {
      const error = raw as HttpError
      if (!isTransient(error)) {
        this.set({ phase: 'refused', message: error.message || '交卷失败' })
        return
      }
      const wait = delayOf(this.tries) * 1000
      if (!this.disposed) this.timer = setTimeout(() => void this.send(), wait)
      this.set({
        phase: 'waiting',
        tries: this.tries,
        retryAt: Date.now() + wait,
        message: error.message,
        login: loginExpired(error),
      })
    } finally {
      this.inFlight = false
    }
  }

  dispose(): void {
    this.disposed = true
    clearTimeout(this.timer)
    window.removeEventListener('online', this.online)
  }
}
