import { http, type HttpHandler, type HttpResponseResolver } from 'msw'
import { callOf, cutAnswer, documentedOnly } from './documented-only'
import { currentUser, devSwitches, expired } from './respond'
import { wholeRecord, wholeRecordAnswer } from './whole-record'
import type { MockUser } from './seed/accounts'

type Method = 'get' | 'post'
type Resolver = (info: {
  request: Request
  user: MockUser | undefined
}) => Response | Promise<Response>

/**
 * A handler for a backend path on any host, with the dev switches (latency, forced 401), the
 * documented-only switch (documented-only.ts) and the whole-record switch (whole-record.ts).
 */
export function route(
  method: Method,
  path: string,
  resolver: Resolver,
  opts: { auth?: boolean } = {},
) {
  const handler: HttpResponseResolver = async ({ request }) => {
    const forced = await devSwitches(request)
    if (forced) return forced
    const user = currentUser(request)
    if (opts.auth && !user) return expired()
    const whole = wholeRecord(request)
    // an edit's body, read after its handler has answered (whole-record.ts)
    const sent = whole ? request.clone() : request
    const response = await resolver({ request, user })
    const answer = documentedOnly(request) ? await cutAnswer(callOf(path), response) : response
    return whole ? wholeRecordAnswer(callOf(path), sent, user, answer) : answer
  }
  const msw = http[method](`*${path}`, handler)
  resolvers.set(msw, { key: keyOf(method, path), handler })
  return msw
}

/** What route() made of each handler: the key of its method and path, and its resolver. */
const resolvers = new WeakMap<HttpHandler, { key: string; handler: HttpResponseResolver }>()

// MSW matches a handler's path case-insensitively, on any host, with or without a trailing slash
function keyOf(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.toLowerCase().replace(/\/+$/, '')}`
}

/**
 * The route() handlers as one MSW handler that looks the call up in a table. MSW asks every
 * handler of its list about a request in turn, and each reads the page's cookies before it looks
 * at the path: with a handler per call, a call went through up to 130 cookie reads before it met
 * its own (~140 ms of a mocked page load's main thread, 9 % of a story's). Any other handler
 * given is kept as it is, after the table (a path of its own, a pattern).
 */
export function dispatch(handlers: readonly HttpHandler[]): HttpHandler[] {
  const table = new Map<string, HttpResponseResolver>()
  const others: HttpHandler[] = []
  for (const handler of handlers) {
    const known = resolvers.get(handler)
    if (!known) others.push(handler)
    // the first handler of a path answers it, as in MSW's own list
    else if (!table.has(known.key)) table.set(known.key, known.handler)
  }
  const one = http.all('*', (info) => {
    const answer = table.get(keyOf(info.request.method, new URL(info.request.url).pathname))
    // nothing returned: MSW goes on to the next handler, and then to its unhandled-request rule
    return answer?.(info)
  })
  return [one, ...others]
}
