import { http, type HttpResponseResolver } from 'msw'
import { callOf, cutAnswer, documentedOnly } from './documented-only'
import { currentUser, devSwitches, expired } from './respond'
import type { MockUser } from './seed/accounts'

type Method = 'get' | 'post'
type Resolver = (info: {
  request: Request
  user: MockUser | undefined
}) => Response | Promise<Response>

/**
 * A handler for a backend path on any host, with the dev switches (latency, forced 401) and the
 * documented-only switch (documented-only.ts).
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
    const response = await resolver({ request, user })
    return documentedOnly(request) ? cutAnswer(callOf(path), response) : response
  }
  return http[method](`*${path}`, handler)
}
