import type { ApiResult, HttpError } from '../../api/http'
import type { SubmitExamResult } from '../../api/assumed'

export type HandInState =
  | { phase: 'idle' }
  | { phase: 'sending'; tries: number }
  /** the network or the server failed: tried again by itself at retryAt (ms) */
  | { phase: 'waiting'; tries: number; retryAt: number; message: string }
  | { phase: 'done'; result: SubmitExamResult; message: string }
  /** the backend answered no: nothing more is tried; the local copy stays */
  | { phase: 'refused'; message: string }

/** Seconds between tries: quick at first, then every 30 s for as long as it takes. */
export const RETRY_DELAYS = [2, 4, 8, 15, 30] as const
const delayOf = (tries: number) => RETRY_DELAYS[Math.min(tries - 1, RETRY_DELAYS.length - 1)]

/** Worth trying again: no answer, a server error, a login to renew (401 reloads the page). */
export function isTransient(error: HttpError): boolean {
  if (error.status === 'BUSINESS') return error.errorCode === 401
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 408
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

  /** Sends now, unless a call is on its way or the backend has answered for good. */
  async send(): Promise<void> {
    const { phase } = this.state
    if (this.disposed || this.inFlight || phase === 'done' || phase === 'refused') return
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
