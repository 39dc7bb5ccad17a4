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
import { mockSwitch } from './mock-switch'

const documented = mockSwitch(
  'yd-mock-documented-only',
  'VITE_MOCK_DOCUMENTED_ONLY',
  'MOCK_DOCUMENTED_ONLY',
)

export const DOCUMENTED_ONLY_KEY = documented.key

/** Turns the switch on or off for this process (unit tests); undefined goes back to the env. */
export const setDocumentedOnly = documented.set

/** Whether this request is answered with documented fields only. */
export const documentedOnly = documented.on

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

/**
 * The calls whose success answer documents its msg (behaviour B7: the masked phone, the
 * template's url, the send-code and register answers, the import and the post assignment). Every
 * other success answer's msg is cut to '': a page must not depend on what a backend need not
 * say there (an upload's url, say). A refusal's msg is documented for every call (B8.1).
 */
const DOCUMENTED_MSG = new Set([
  'user_user/GetEditPassWordCheckNum',
  'user_user/GetwwwrootUrl',
  'user_user/UserExportIn',
  'user_user/UserRegister',
  'user_user/GetUserRegisterCode',
  'user_user/GetCheckNum',
  'user_user/GetEditphoneCheckNum',
  'user_post/SetOrgPostBySelectOrg',
])

/** What documented-only keeps of a success answer's msg. */
function documentedMsg(call: string, body: Record<string, unknown>): unknown {
  if (body.success === false || (body.errorCode !== undefined && body.errorCode !== 0))
    return body.msg
  return DOCUMENTED_MSG.has(call) || unshownCalls.has(call) ? body.msg : ''
}

/** The answer cut to its documented fields; not JSON (a file, an image) goes through as it is. */
export async function cutAnswer(call: string, response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const body = (await response.clone().json()) as Record<string, unknown> | null
  if (!body || typeof body !== 'object' || !('data' in body)) return response
  const cut = {
    ...body,
    msg: documentedMsg(call, body),
    data: body.data == null ? body.data : cutToTree(body.data, documentedTree(call)),
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(cut), { status: response.status, headers })
}
