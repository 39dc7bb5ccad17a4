import Cookies from 'js-cookie'

// The legacy app keeps the session token in this cookie; the backend and old tabs rely on it.
export const TOKEN_COOKIE = 'Admin-Token'

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token)
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE)
}
