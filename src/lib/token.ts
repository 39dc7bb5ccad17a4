import Cookies from 'js-cookie'

// The legacy app keeps the session token in this cookie; the backend and old tabs rely on it.
export const TOKEN_COOKIE = 'Admin-Token'
// The account the login chose: the login name typed and the label of the account picked
// (LoginStep1's item1). Earlier versions keyed the exam copies by it; it is kept so that those
// copies are still found (lib/exam-drafts-legacy.ts). A token that came in a link has none.
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

/** The account the login chose ("<login>|<label>"), undefined for a token from a link. */
export function accountCookie(): string | undefined {
  return Cookies.get(ACCOUNT_COOKIE) || undefined
}
