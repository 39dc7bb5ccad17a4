// The one set of test helpers (unit and component tests, src/ and mocks/):
// - loginAs / tokenFor: log in as a seeded account by role ('admin' | 'company' | 'learner') or by
//   userId, without going through the login calls;
// - watchWire: observe what went over the wire, without replacing any handler;
// - envelope: a backend answer, for a test that does replace one handler;
// - call: a raw call to the mock backend, the way the app makes it (handler tests);
// - nodeFile, pinClock: uploads and dates.
import { File as NodeFile } from 'node:buffer'
import Cookies from 'js-cookie'
import { ok } from './respond'
import { onTestFinished, vi } from 'vitest'
import { db, reset } from './db'
import { server } from './node'

/** The seeded accounts of README "Mock accounts", by the role they hold. */
export const seededUsers = {
  admin: 'u-admin',
  company: 'u-company',
  learner: 'u-learner',
} as const

export type Role = keyof typeof seededUsers
/** A role name or the userId of any seeded user (e.g. 'u-twin-b'). */
export type Who = Role | (string & {})

const userIdOf = (who: Who): string => seededUsers[who as Role] ?? who

/**
 * Registers a token for a seeded user in the mock db, without setting the cookie: the token a
 * URL (?token=) or a second session carries. Returns the token.
 */
export function tokenFor(who: Who, token = `test-${userIdOf(who)}`): string {
  db.tokens[token] = userIdOf(who)
  return token
}

/** Logs in as a seeded user: registers a token in the mock db and sets the Admin-Token cookie. */
export function loginAs(who: Who, token?: string): string {
  const registered = tokenFor(who, token)
  Cookies.set('Admin-Token', registered)
  return registered
}

/** One request as the backend received it. */
export interface SentRequest {
  method: string
  pathname: string
  query: Record<string, string>
  headers: Headers
  contentType: string
  /** parsed JSON body, the FormData of a multipart body, or undefined when empty */
  body: unknown
}

async function readRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url)
  const contentType = request.headers.get('content-type') ?? ''
  let body: unknown
  if (contentType.includes('multipart/form-data')) body = await request.formData()
  else {
    const text = await request.text()
    body = text && contentType.includes('json') ? JSON.parse(text) : text || undefined
  }
  return {
    method: request.method,
    pathname: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    contentType,
    body,
  }
}

export interface Wire {
  /** every request sent so far, in order */
  sent(): Promise<SentRequest[]>
  /** the requests sent so far to a path ending with `suffix` */
  to(suffix: string): Promise<SentRequest[]>
  /** the last path segment (the call's name, e.g. GetRankingList) of every request so far */
  names(): Promise<string[]>
  /** the JSON answers so far to a path ending with `suffix`, in order: what the app loaded */
  answers<T = unknown>(suffix: string): Promise<Envelope<T>[]>
}

/**
 * Listens to MSW's request:start and response:mocked events (a passive observer: the handlers
 * still answer) until the end of the current test.
 */
export function watchWire(): Wire {
  const pending: Promise<SentRequest>[] = []
  const answered: Promise<{ pathname: string; body: unknown }>[] = []
  const listener = ({ request }: { request: Request }) => {
    pending.push(readRequest(request.clone()))
  }
  const onAnswer = ({ request, response }: { request: Request; response: Response }) => {
    const pathname = new URL(request.url).pathname
    answered.push(
      response
        .clone()
        .json()
        .then(
          (body: unknown) => ({ pathname, body }),
          () => ({ pathname, body: undefined }),
        ),
    )
  }
  server.events.on('request:start', listener)
  server.events.on('response:mocked', onAnswer)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
    server.events.removeListener('response:mocked', onAnswer)
  })
  const sent = () => Promise.all(pending)
  return {
    sent,
    to: async (suffix) => (await sent()).filter((r) => r.pathname.endsWith(suffix)),
    names: async () => (await sent()).map((r) => r.pathname.split('/').pop() ?? ''),
    answers: async <T>(suffix: string) =>
      (await Promise.all(answered))
        .filter((a) => a.pathname.endsWith(suffix) && a.body !== undefined)
        .map((a) => a.body as Envelope<T>),
  }
}

/** A success envelope, as the backend answers (for a test that replaces one handler). */
export const envelope = ok

/** The envelope every backend answer is. */
export interface Envelope<T = unknown> {
  success: boolean
  errorCode: number
  msg: string
  data: T
  total: number
}

interface CallOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  query?: Record<string, string | number>
  /** a token from tokenFor */
  token?: string
}

/** Calls the mock backend the way the app does (absolute URL, bearer token), without the app. */
export async function call<T = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const url = new URL(path, 'http://localhost')
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return (await response.json()) as Envelope<T>
}

/**
 * jsdom's File and FormData cannot hand a file's name and bytes to Node's fetch, which the app's
 * axios uses under Vitest. For upload tests, use Node's own classes (what a browser has natively)
 * until the end of the test; returns a File of that realm.
 */
export async function nodeFile(parts: string[], name: string, type = ''): Promise<File> {
  const probe = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
  vi.stubGlobal('FormData', probe.constructor)
  vi.stubGlobal('File', NodeFile)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return new NodeFile(parts, name, { type }) as unknown as File
}

/**
 * Pins the clock (Date and dayjs) for the rest of the test and reseeds, so that the seed's dates
 * (relative to today) and the handlers' clock agree on the pinned day.
 */
export function pinClock(iso: string): void {
  vi.setSystemTime(new Date(iso))
  reset()
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
