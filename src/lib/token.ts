import Cookies from 'js-cookie'

// The legacy app keeps the session token in this cookie; the backend and old tabs rely on it.
export const TOKEN_COOKIE = 'Admin-Token'
// Which account the token belongs to, as the login chose it: the login name typed and the label of
// the account picked (LoginStep1's item1). GetUserInfo documents no user id, so what this device
// keeps per account (exam drafts) is keyed by it. A token that came in a link has none.
export const ACCOUNT_COOKIE = 'yd-account'

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined
}

/** Stores the session token, and the account it was issued for (none for a token from a link). */
export function setToken(token: string, account?: string): void {
  Cookies.set(TOKEN_COOKIE, token)
  if (account) Cookies.set(ACCOUNT_COOKIE, account)
  else Cookies.remove(ACCOUNT_COOKIE)
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE)
  Cookies.remove(ACCOUNT_COOKIE)
}

// a short stable digest: the token itself is not written into storage keys
function digest(text: string): string {
  let h = 5381
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i)
  return (h >>> 0).toString(36)
}

/**
 * Who this session is, for what the device keeps per account: the account chosen at login; for a
 * token that came in a link, that token (what is kept then lasts as long as the session).
 */
export function accountKey(): string | undefined {
  const account = Cookies.get(ACCOUNT_COOKIE)
  if (account) return `a:${account}`
  const token = getToken()
  return token ? `t:${digest(token)}` : undefined
}
