import { http, type HttpResponseResolver } from 'msw'
import { currentUser, devSwitches, expired } from './respond'
import type { MockUser } from './seed/accounts'

type Method = 'get' | 'post'
type Resolver = (info: {
  request: Request
  user: MockUser | undefined
}) => Response | Promise<Response>

/** A handler for a backend path on any host, with the dev switches (latency, forced 401). */
export function route(
  method: Method,
  path: string,
  resolver: Resolver,
  opts: { auth?: boolean } = {},
) {
  const handler: HttpResponseResolver = async ({ request }) => {
    const forced = await devSwitches()
    if (forced) return forced
    const user = currentUser(request)
    if (opts.auth && !user) return expired()
    return resolver({ request, user })
  }
  return http[method](`*${path}`, handler)
}
