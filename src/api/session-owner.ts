import { accountIdentity } from '../lib/account-identity'

// Which account this tab's session is, so that nothing of it is ever sent under another account's
// token. The token lives in a cookie every tab shares: a login in another tab changes it under this
// one. A login of the same account (a new token, say after the old one expired) is followed; a
// login of another account ends the session here, and this tab sends nothing more.

/** The session info call, which tells whose a token is; it reads and changes nothing else. */
export const SESSION_INFO_PATH = '/Api/User/user_user/GetUserInfo'

let bound: { token: string; identity: string } | undefined
let replaced = false
// the token whose expired login the user chose to stay with (不用了); a new login has another
let declined: string | undefined
// one question per token, however many calls find it changed at once
const asked = new Map<string, Promise<string | undefined>>()

/** The session this tab started (the guard's session load): its token and account. */
export function bindSession(token: string | undefined, identity: string | undefined): void {
  asked.clear()
  bound = token && identity ? { token, identity } : undefined
}

/** The session is over in this tab (lib/end-session.ts). */
export function unbindSession(): void {
  asked.clear()
  bound = undefined
}

/** Another account's login has ended this tab's session: the token cookie is not this tab's. */
export function sessionReplaced(): boolean {
  return replaced
}

/** 不用了 on the login-expired confirm: the login of `token` is not to be renewed. */
export function declineRenewal(token: string | undefined): void {
  declined = token
}

/** The user has said not to renew the login of `token`: its 401s ask nothing more. */
export function renewalDeclined(token: string | undefined): boolean {
  return token !== undefined && token === declined
}

/** Tests: a fresh page. */
export function resetSessionOwner(): void {
  unbindSession()
  replaced = false
  declined = undefined
}

/**
 * Whether a call may go with `token` (the cookie's now): 'send' for this tab's session, or for a
 * login of the same account in another tab, which this tab follows from then on; 'stop' once
 * another account's login took the session's place; 'unknown' when whose the token is could not
 * be asked (`whoIs` asks GetUserInfo with it): the call is not sent, and the next one asks again.
 */
export async function gateFor(
  token: string | undefined,
  whoIs: (token: string) => Promise<unknown>,
): Promise<'send' | 'stop' | 'unknown'> {
  if (replaced) return 'stop'
  if (!bound || !token || token === bound.token) return 'send'
  let question = asked.get(token)
  if (!question) {
    question = whoIs(token).then(
      (info) => accountIdentity(info as Parameters<typeof accountIdentity>[0]),
      () => undefined,
    )
    asked.set(token, question)
  }
  const identity = await question
  if (!bound) return 'send'
  if (bound.token === token) return 'send'
  if (identity === undefined) {
    asked.delete(token)
    return 'unknown'
  }
  if (identity === bound.identity) {
    bound = { token, identity }
    return 'send'
  }
  replaced = true
  return 'stop'
}
