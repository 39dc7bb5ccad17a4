import { useAppSelector } from './hooks'
import { selectInfo } from './session-slice'

/** The GetUserInfo fields an account is known by. */
type Who = Partial<
  Record<'userId' | 'chnName' | 'comPanyName' | 'orgName' | 'postName' | 'sysRoles', unknown>
>

// cyrb53: a short, well spread digest, so that storage keys carry no names in the clear
function digest(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''

/**
 * Who the signed-in account is (its GetUserInfo answer), the same however it signed in (login name
 * in any letter case, phone, a token in a link): what this device keeps per account (exam drafts)
 * is keyed by it, and a login of the same account in another tab is told from another account's.
 * GetUserInfo's userId when it comes (a registered assumption); else the documented fields that
 * tell accounts apart: name, company, department, post and role type. Undefined when neither came.
 */
export function accountIdentity(info: Who | null | undefined): string | undefined {
  if (!info) return undefined
  const userId = textOf(info.userId)
  if (userId) return `u:${userId}`
  const fields = [info.chnName, info.comPanyName, info.orgName, info.postName, info.sysRoles]
  const known = fields.map(textOf)
  return known.some(Boolean) ? `p:${digest(known.join('\u0001'))}` : undefined
}

/** The signed-in account's identity (accountIdentity), once the session is loaded. */
export function useAccountKey(): string | undefined {
  return accountIdentity(useAppSelector(selectInfo))
}
