// The permission tree lives nested in db.menus; these helpers read and edit it.
import { db } from './db'
import type { MenuItem } from './model'
import type { MockUser } from './seed/accounts'

export function flatten(items: MenuItem[] = db.menus): MenuItem[] {
  return items.flatMap((m) => [m, ...flatten(m.child ?? [])])
}

export function findNode(id: number | string): MenuItem | undefined {
  return flatten().find((m) => String(m.id) === String(id))
}

export function parentList(parentId: number | string | undefined): MenuItem[] | undefined {
  if (!parentId || String(parentId) === '0') return db.menus
  const parent = findNode(parentId)
  if (!parent) return undefined
  parent.child = parent.child ?? []
  return parent.child
}

export function removeNode(id: number | string, items: MenuItem[] = db.menus): boolean {
  const index = items.findIndex((m) => String(m.id) === String(id))
  if (index >= 0) {
    items.splice(index, 1)
    return true
  }
  return items.some((m) => removeNode(id, m.child ?? []))
}

/** A copy of the tree keeping the nodes `keep` accepts (a dropped node drops its subtree). */
export function prune(items: MenuItem[], keep: (m: MenuItem) => boolean): MenuItem[] {
  return items.filter(keep).map((m) => ({ ...m, child: prune(m.child ?? [], keep) }))
}

/** Ids granted to a user through the roles they hold. */
export function grantedIds(user: MockUser): Set<number> {
  const roles = db.roles.filter((r) => user.roleCode.includes(r.code))
  return new Set(roles.flatMap((r) => r.actionIds))
}

/** The sidebar menus of a user: granted, valid, without permission (type 2) entries. */
export function menusFor(user: MockUser): MenuItem[] {
  const ids = grantedIds(user)
  return prune(db.menus, (m) => ids.has(Number(m.id)) && m.status !== 0 && m.type !== 2)
}

/** May the user open the page at `url` (a valid page node granted through their roles)? */
export function mayOpen(user: MockUser, url: string): boolean {
  const ids = grantedIds(user)
  return flatten(prune(db.menus, (m) => m.status !== 0)).some(
    (m) => m.url === url && ids.has(Number(m.id)),
  )
}

/** The answer of a call the caller's roles do not allow. */
export const NO_PERMISSION = '没有权限执行此操作'

/** The action values (type 2 entries) a user holds. */
export function actionsFor(user: MockUser): string[] {
  const ids = grantedIds(user)
  const valid = prune(db.menus, (m) => m.status !== 0)
  return flatten(valid)
    .filter((m) => m.type === 2 && ids.has(Number(m.id)) && m.value)
    .map((m) => m.value!)
}
