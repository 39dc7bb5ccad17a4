import { HttpResponse, delay, type JsonBodyType } from 'msw'
import { db } from './db'
import type { MockUser } from './seed/accounts'

/** A JSON answer with the HTTP Date header a real server sends (the exam countdown aligns on it). */
function json(body: JsonBodyType) {
  return HttpResponse.json(body, { headers: { Date: new Date().toUTCString() } })
}

/** The legacy envelope for a success. */
export function ok<T>(data: T, extra: { msg?: string; total?: number } = {}) {
  return json({
    success: true,
    errorCode: 0,
    msg: extra.msg ?? '',
    data,
    total: extra.total ?? 0,
  })
}

/** The envelope the backend sends for a refused call. */
export function fail(msg: string, errorCode = 0) {
  return json({ success: false, errorCode, msg, data: null, total: 0 })
}

export function expired() {
  return fail('登录已过期，请重新登录', 401)
}

/** The user behind the bearer token, if any. */
export function currentUser(request: Request): MockUser | undefined {
  const auth = request.headers.get('Authorization') ?? ''
  const token = auth.replace(/^Bearer\s+/i, '')
  const userId = db.tokens[token]
  return db.users.find((u) => u.userId === userId)
}

const FAIL_KEY = 'yd-mock-fail'

/**
 * The next failures asked for a call: localStorage yd-mock-fail is a JSON object of call names
 * and counts, e.g. {"SubmitExamPaper": 1}: the next call whose path ends with that name answers
 * HTTP 500, once per count (for trying a retry by hand, or in an e2e journey).
 */
function takeFailure(request: Request): boolean {
  const raw = localStorage.getItem(FAIL_KEY)
  if (!raw) return false
  try {
    const counts = JSON.parse(raw) as Record<string, number>
    const path = new URL(request.url).pathname
    const name = Object.keys(counts).find((n) => counts[n] > 0 && path.endsWith(`/${n}`))
    if (!name) return false
    counts[name] -= 1
    localStorage.setItem(FAIL_KEY, JSON.stringify(counts))
    return true
  } catch {
    return false
  }
}

/**
 * Dev switches (mocks/README.md): localStorage yd-mock-latency=ms, yd-mock-force401=1 and yd-mock-fail
 * (the next calls of a name answer HTTP 500).
 */
export async function devSwitches(request: Request): Promise<Response | undefined> {
  if (typeof localStorage === 'undefined' || import.meta.env?.VITEST) return undefined
  const latency = Number(localStorage.getItem('yd-mock-latency') ?? 0)
  if (latency > 0) await delay(latency)
  if (localStorage.getItem('yd-mock-force401') === '1') return expired()
  if (takeFailure(request))
    return HttpResponse.json({ message: 'mock: yd-mock-fail' }, { status: 500 })
  return undefined
}

export async function readJson<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T
  } catch {
    return {} as T
  }
}
