// Calls a page's first script sends before the app has even started (boot/route-preload.ts), and
// the app's request layer (api/http.ts) picks their answers up instead of asking again: on /home
// the lists went out ~1 s into the load, after the entry had run. This module imports nothing, so
// the first script stays tiny.

/** A call as the request layer describes it: the same fields, the same key. */
export interface EarlyCall {
  method: 'POST'
  /** the path under the API's base URL, as the endpoint gives it */
  url: string
  /** the URL's query */
  params?: Record<string, string | number>
  /** the JSON body */
  data?: unknown
}

/** What came back: the status, the Date header (the server's clock) and the body as text. */
export interface EarlyAnswer {
  status: number
  date: string | null
  body: string
  /** Date.now() when it was sent */
  sentAt: number
}

/** An answer is picked up only this long after it was asked for (ms): later, it may be stale. */
export const EARLY_ANSWER_LIFETIME = 20_000

/** One key per request: the method, the path, its query and its body (api/http.ts's too). */
export function callKey(call: {
  method?: string
  url?: string
  params?: unknown
  data?: unknown
}): string {
  const body = typeof call.data === 'string' ? call.data : JSON.stringify(call.data)
  return [call.method?.toUpperCase(), call.url, JSON.stringify(call.params ?? {}), body].join('&')
}

// each answer with the token it was asked with, when (performance.now()), and whether it is in
type Store = Map<
  string,
  { token?: string; askedAt: number; answer: Promise<EarlyAnswer | null>; settled: boolean }
>
const holder = globalThis as { __earlyAnswers?: Store }

/**
 * Sends `calls` now, as axios would send them (the same headers; the token as the request layer
 * adds it), and keeps each answer for takeEarlyAnswer. A call that fails keeps null: the app
 * then asks itself; a call asked for already, and not yet picked up, is not sent again.
 * `priority`: low behind the page's code, which the app needs first; high on the prerendered home
 * page, whose lists are shown before the app (boot/home-prerendered.ts).
 */
export function sendEarlyCalls(
  calls: EarlyCall[],
  baseUrl: string,
  token?: string,
  priority: RequestPriority = 'low',
): void {
  const store: Store = (holder.__earlyAnswers ??= new Map())
  for (const call of calls) {
    // asked for already (home.html's two first scripts both ask, whichever runs first)
    if (store.has(callKey(call))) continue
    const url = new URL(baseUrl + call.url, location.href)
    for (const [name, value] of Object.entries(call.params ?? {}))
      url.searchParams.append(name, String(value))
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' }
    if (call.data !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    const sentAt = Date.now()
    const answer = fetch(url, {
      method: call.method,
      headers,
      priority,
      body: call.data === undefined ? undefined : JSON.stringify(call.data),
    })
      .then(async (response) => ({
        status: response.status,
        date: response.headers.get('date'),
        body: await response.text(),
        sentAt,
      }))
      .catch(() => null)
      .then((result) => {
        entry.settled = true
        return result
      })
    const entry = { token, askedAt: performance.now(), answer, settled: false }
    store.set(callKey(call), entry)
  }
}

/** The answer of an early call, left for the app to take; undefined when none was sent. */
export function peekEarlyAnswer(call: EarlyCall): Promise<EarlyAnswer | null> | undefined {
  return holder.__earlyAnswers?.get(callKey(call))?.answer
}

/** Whether every one of `calls` was sent early and has its answer in (or has failed). */
export function earlyAnswersIn(calls: EarlyCall[]): boolean {
  const store = holder.__earlyAnswers
  return calls.every((call) => store?.get(callKey(call))?.settled === true)
}

/**
 * The answer of an early call with this key, once (the next identical request asks the backend),
 * only soon after it was asked for, and only for a request with the same token (none after a login
 * or a logout meanwhile); undefined when there is none.
 */
export function takeEarlyAnswer(
  key: string,
  token: string | undefined,
): Promise<EarlyAnswer | null> | undefined {
  const store = holder.__earlyAnswers
  const early = store?.get(key)
  if (!early) return undefined
  store!.delete(key)
  return performance.now() - early.askedAt < EARLY_ANSWER_LIFETIME && early.token === token
    ? early.answer
    : undefined
}

/** Forgets every early answer not picked up (between tests). */
export function dropEarlyAnswers(): void {
  holder.__earlyAnswers?.clear()
}
