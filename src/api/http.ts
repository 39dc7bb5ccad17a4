import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios'
import { config } from '../lib/env'
import { getToken, removeToken } from '../lib/token'
import { backendReady } from '../lib/backend-ready'
import { alertOnce, confirmOnce, toastError } from '../lib/feedback'
import { noteServerTime } from '../lib/server-clock'
import { callKey, takeEarlyAnswer, type EarlyAnswer } from '../lib/early-answers'
import { isEnvelopeError } from './schema'
import { declineRenewal, gateFor, renewalDeclined, SESSION_INFO_PATH } from './session-owner'
import { withoutLoaded } from './echo'

/** The legacy envelope every JSON answer uses (behaviour B7.3). */
export interface ApiResult<T = unknown> {
  success?: boolean
  msg?: string
  data: T
  total?: number
  errorCode?: number
}

/** What a failed call rejects with; `cancelled` calls are silent. */
export interface HttpError {
  /** SCHEMA: the answer came, but not in the shape its endpoint declares (base-api.ts) */
  status: number | 'CANCELLED' | 'NETWORK' | 'BUSINESS' | 'PARSE' | 'SCHEMA'
  message: string
  errorCode?: number
  data?: unknown
}

export const http = axios.create({
  // Empty means same origin; fetch needs an absolute URL outside the browser (tests).
  baseURL: config.apiBaseUrl || (typeof window !== 'undefined' ? window.location.origin : ''),
  timeout: 30_000,
  // fetch behaves the same in browsers, Node tests and MSW for JSON, blobs and FormData.
  adapter: 'fetch',
})

// Identical in-flight requests: the earlier one is cancelled (legacy removePending rule).
const pending = new Map<string, AbortController>()

function requestKey(c: AxiosRequestConfig): string {
  return callKey({ ...c, data: c.data instanceof FormData ? String(Math.random()) : c.data })
}

/** What the request layer reads of an answer. */
type Answered = Pick<AxiosResponse, 'data' | 'headers'>

/**
 * An early call's answer as axios would have given it (route-preload.ts sent it before the app
 * started), with when it was sent: null when it failed or is not JSON, and the request is then
 * sent as usual.
 */
function earlyResponse(
  answer: EarlyAnswer | null | undefined,
): { response: Answered; sentAt: number } | null {
  if (!answer || answer.status < 200 || answer.status >= 300) return null
  try {
    const data = JSON.parse(answer.body) as unknown
    return {
      response: { data, headers: { date: answer.date ?? undefined } },
      sentAt: answer.sentAt,
    }
  } catch {
    return null
  }
}

export function pendingCount(): number {
  return pending.size
}

/** Cancels every request in flight, silently: after logout no late answer may toast or ask. */
export function cancelAllRequests(): void {
  pending.forEach((controller) => controller.abort())
  pending.clear()
}

// What 重新登录 does; the app binds its end-of-session action (onReLogin) at start.
let reLogin = () => {
  removeToken()
  window.location.reload()
}

/** Sets what confirming the login-expired question does (the app ends the session and reloads). */
export function onReLogin(handler: () => void): void {
  reLogin = handler
}

/** errorCode 401: ask once whether to log in again; confirming ends the session and reloads. */
function confirmLoginExpired(token: string | undefined): void {
  confirmOnce('login-expired', {
    title: '系统提示',
    content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    okText: '重新登录',
    cancelText: '不用了',
    onOk: () => reLogin(),
    // 不用了: the 401s this login still gets (a hand-in retried every 30 s) neither toast nor ask
    onCancel: () => declineRenewal(token),
  })
}

export { isEnvelopeError }

// Whose `token` is: its GetUserInfo data, or undefined when that cannot be read.
async function whoIs(token: string): Promise<unknown> {
  const { data } = await http.request<unknown>({
    url: SESSION_INFO_PATH,
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  return isJsonLike(data) && !isEnvelopeError(data) ? data.data : undefined
}

/** Said once when another account's login in another tab has ended the session here. */
function sayReplaced(): void {
  cancelAllRequests()
  alertOnce('session-replaced', {
    title: '本窗口的登录已结束',
    content:
      '其他窗口已登录了另一个账号。为避免把本窗口的答卷或资料提交到另一个账号，本窗口不再发送任何请求；未交上的答卷仍保存在本机，原账号再次登录后会继续提交。请刷新页面，以当前登录的账号继续。',
    okText: '刷新页面',
    keyboard: false,
    onOk: () => window.location.reload(),
  })
}

function isJsonLike(value: unknown): value is ApiResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Blob) &&
    !(value instanceof ArrayBuffer)
  )
}

/**
 * What a failed transport shows (behaviour B8.3: network errors show their message), in Chinese for
 * the three cases axios words in English; the original text stays in brackets for support staff.
 */
export function failureMessage(err: unknown): string {
  const original = err instanceof Error ? err.message : String(err)
  if (!axios.isAxiosError(err)) return original
  if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT')
    return `请求超时，请稍后重试（${original}）`
  if (err.response) return `服务器出错（${err.response.status}），请稍后重试`
  if (err.code === 'ERR_NETWORK') return `网络连接失败，请检查网络（${original}）`
  return original
}

export interface RequestOptions extends AxiosRequestConfig {
  /** Do not toast a failed business answer (the caller shows it differently). */
  silent?: boolean
  /**
   * A call the user did not ask for and that repeats (the study heartbeat): no toast for any
   * failure, the network's included; the caller logs it. A 401 still asks to log in again.
   */
  background?: boolean
}

/**
 * Sends one request with the legacy rules and resolves to the envelope (or the raw Blob for
 * binary answers); rejects with an HttpError after showing what the user needs to see.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<ApiResult<T> | Blob> {
  const { silent, background, ...given } = options
  // a record's loaded copy (echo.ts) is the app's own: only the body built from it is sent
  const axiosConfig = { ...given, data: withoutLoaded(given.data) }
  const key = requestKey(axiosConfig)
  pending.get(key)?.abort()
  const controller = new AbortController()
  pending.set(key, controller)
  const token = getToken()
  const headers = { ...(axiosConfig.headers as Record<string, string> | undefined) }
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Answered
  let sentAt: number
  try {
    // the mock build's worker may still be starting (a cancel meanwhile aborts the request)
    await backendReady()
    // the cookie's token may be another tab's login by now: never sent for another account
    const gate = await gateFor(token, whoIs)
    if (gate === 'stop') {
      sayReplaced()
      throw new axios.Cancel('canceled')
    }
    if (gate === 'unknown') throw new Error('无法确认其他窗口登录的账号，请稍后重试')
    const early = earlyResponse(await takeEarlyAnswer(key, token))
    if (controller.signal.aborted) throw new axios.Cancel('canceled')
    sentAt = early?.sentAt ?? Date.now()
    response =
      early?.response ??
      (await http.request({ ...axiosConfig, headers, signal: controller.signal }))
  } catch (err) {
    if (axios.isCancel(err)) throw { status: 'CANCELLED', message: 'canceled' } satisfies HttpError
    const message = failureMessage(err)
    const status = axios.isAxiosError(err) && err.response ? err.response.status : 'NETWORK'
    if (!background) toastError(message)
    throw { status, message } satisfies HttpError
  } finally {
    if (pending.get(key) === controller) pending.delete(key)
  }

  // the exam countdown follows the server's clock
  noteServerTime(response.headers?.date as string | undefined, Date.now(), sentAt)
  if (axiosConfig.responseType === 'blob' || axiosConfig.responseType === 'arraybuffer') {
    return response.data as Blob
  }
  const body: unknown = response.data
  // A bare static host answers unknown /Api paths with index.html: that is not data.
  if (!isJsonLike(body)) {
    const message = '服务器返回了无法识别的数据'
    if (!background) toastError(message)
    throw { status: 'PARSE', message } satisfies HttpError
  }
  // A 401 for a session that is over (logged out meanwhile, or no session at all) asks nothing:
  // there is no login to renew, and the page it came from is on its way out.
  if (isEnvelopeError(body) && body.errorCode === 401 && (!token || token !== getToken()))
    throw { status: 'CANCELLED', message: 'canceled' } satisfies HttpError
  if (isEnvelopeError(body)) {
    const message = body.msg || 'Error'
    const expired = body.errorCode === 401
    const asked = expired && renewalDeclined(token)
    if (!asked && (!(silent || background) || expired)) toastError(message)
    if (expired && !asked) confirmLoginExpired(token)
    throw { status: 'BUSINESS', message, errorCode: body.errorCode, data: body } satisfies HttpError
  }
  return body as ApiResult<T>
}
