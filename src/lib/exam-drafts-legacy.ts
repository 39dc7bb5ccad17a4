import type { SessionInfo } from '../api/user-user'
import { codeKey, paperKey } from './exam-drafts'
import { accountCookie, getToken } from './token'

// Earlier versions kept the exam copies under the login as it was typed plus the label of the
// account picked (`a:<login>|<label>`), or under a digest of a token that came in a link
// (`t:<digest>`). Once the session is known they move under the account's identity, so that an
// upgrade loses no answer and no waiting hand-in.

const KEY = /^yd-exam:(.*):(paper|code):([^:]*)$/

// the digest those versions used for a link token
function tokenDigest(text: string): string {
  let h = 5381
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i)
  return (h >>> 0).toString(36)
}

/**
 * Whose copies, of the keys earlier versions used, are this session's: its link token's; and
 * those of the account picked at this login (its label, lib/token.ts ACCOUNT_COOKIE) typed as any
 * login of the account (the name typed now, the login account or the mobile, in any letter case).
 * A label alone is not enough: it need not name the person.
 */
function legacyOwnerTest(info: Pick<SessionInfo, 'accountCode' | 'mobile'>) {
  const token = getToken()
  const linked = token ? `t:${tokenDigest(token)}` : undefined
  const account = accountCookie() ?? ''
  const bar = account.indexOf('|')
  const label = bar < 0 ? undefined : account.slice(bar + 1)
  const logins = [account.slice(0, Math.max(bar, 0)), info.accountCode, info.mobile]
    .filter((login): login is string => !!login)
    .map((login) => login.toLowerCase())
  return (owner: string) => {
    if (owner === linked) return true
    if (!owner.startsWith('a:') || label === undefined) return false
    const at = owner.indexOf('|')
    return (
      at > 0 && owner.slice(at + 1) === label && logins.includes(owner.slice(2, at).toLowerCase())
    )
  }
}

const updatedAt = (raw: string | null) => {
  try {
    return Number((JSON.parse(raw ?? '') as { updatedAt?: unknown }).updatedAt) || 0
  } catch {
    return 0
  }
}

/** Moves this account's copies kept under the keys of earlier versions under `owner`. */
export function adoptLegacyDrafts(
  owner: string,
  info: Pick<SessionInfo, 'accountCode' | 'mobile'>,
): void {
  const mine = legacyOwnerTest(info)
  try {
    const found: { key: string; kind: string; id: string }[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? ''
      const m = KEY.exec(key)
      if (m && m[1] !== owner && mine(m[1])) found.push({ key, kind: m[2], id: m[3] })
    }
    for (const { key, kind, id } of found) {
      const value = localStorage.getItem(key)
      if (value === null) continue
      const target = kind === 'paper' ? paperKey(owner, id) : codeKey(owner, id)
      const present = localStorage.getItem(target)
      // of two copies of one paper the newer stays; an exam's paper already known here stays
      if (present === null || (kind === 'paper' && updatedAt(value) > updatedAt(present)))
        localStorage.setItem(target, value)
      localStorage.removeItem(key)
    }
  } catch {
    // storage disabled or full: the copies stay where they are
  }
}
