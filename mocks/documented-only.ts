// The documented-only switch: every answer cut to what the product spec documents of it
// (src/api/contract/documented-answers.ts), so that the app can be run and tested against a
// backend exactly as documented, without the assumed fields the mock normally adds
// (src/api/contract/assumed-fields.ts). The calls whose path the spec does not show keep the
// answer the registry assumes of them: without them there is no exam page at all.
//
// On: VITE_MOCK_DOCUMENTED_ONLY=true at build time; or localStorage yd-mock-documented-only=1 in
// the browser; or, for the mock as an HTTP server, MOCK_DOCUMENTED_ONLY=1 or a request cookie
// yd-mock-documented-only=1 (one browser context of an e2e journey); or setDocumentedOnly(true) in
// a unit test.
import { assumedFields } from '../src/api/contract/assumed-fields'
import { documentedAnswers, unshownCalls, WHOLE_DATA } from '../src/api/contract/documented-answers'
import { cutToTree, withPaths } from '../src/api/contract/fields'

export const DOCUMENTED_ONLY_KEY = 'yd-mock-documented-only'

let forced: boolean | undefined

/** Turns the switch on or off for this process (unit tests); undefined goes back to the env. */
export function setDocumentedOnly(on: boolean | undefined): void {
  forced = on
}

function fromEnvironment(request: Request): boolean {
  if (import.meta.env?.VITE_MOCK_DOCUMENTED_ONLY === 'true') return true
  if (typeof process !== 'undefined' && process.env?.MOCK_DOCUMENTED_ONLY === '1') return true
  if (
    new RegExp(`(?:^|;\\s*)${DOCUMENTED_ONLY_KEY}=1(?:;|$)`).test(
      request.headers.get('cookie') ?? '',
    )
  )
    return true
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(DOCUMENTED_ONLY_KEY) === '1'
  } catch {
    return false
  }
}

/** Whether this request is answered with documented fields only. */
export function documentedOnly(request: Request): boolean {
  return forced ?? fromEnvironment(request)
}

/** The call a backend path belongs to: `controller/Name`, its last two segments. */
export function callOf(path: string): string {
  return path.split('/').filter(Boolean).slice(-2).join('/')
}

/** What documented-only keeps of a call's `data`. */
export function documentedTree(call: string) {
  const tree = documentedAnswers[call]
  if (!unshownCalls.has(call)) return tree
  const assumed = Object.keys(assumedFields[call] ?? {})
  // a plain value the registry assumes is kept whole
  if (assumed.includes(WHOLE_DATA)) return true
  return withPaths(tree, assumed)
}

/** The answer cut to its documented fields; not JSON (a file, an image) goes through as it is. */
export async function cutAnswer(call: string, response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const body = (await response.clone().json()) as Record<string, unknown> | null
  if (!body || typeof body !== 'object' || !('data' in body)) return response
  const cut = {
    ...body,
    data: body.data == null ? body.data : cutToTree(body.data, documentedTree(call)),
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(cut), { status: response.status, headers })
}
