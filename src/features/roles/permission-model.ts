import type { CurrentRole, RoleAct } from '../../api/sys-role'
import type { Id, MenuItem } from '../../api/types'

// The permission tree of a role. A node held needs its ancestors held too: the server builds the
// sidebar from the granted ids and a menu that is not granted drops its pages with it. Each node
// is checked on its own (a page may be granted without all of its buttons), and a change keeps
// the tree whole: checking a node checks its ancestors and its subtree, unchecking it unchecks
// its subtree.

/** The tree's nodes by key (the id as a string), in display order. */
export interface PermissionIndex {
  /** every key, depth first */
  order: string[]
  parent: Map<string, string | undefined>
  children: Map<string, string[]>
  /** the id as the server spells it (a number or a string); a node without an id has none here */
  id: Map<string, Id>
}

const keyOf = (id: Id) => String(id)

/**
 * The key of a node: its id; a node the answer gives without an id gets a key of its place
 * ("#3/0": the first child of node 3), so it shows, but it has no id to grant.
 */
export const nodeKey = (node: MenuItem, parent: string | undefined, position: number) =>
  node.id === undefined ? `#${parent ?? ''}/${position}` : keyOf(node.id)

/** Indexes a GetRoleTree answer. */
export function indexTree(nodes: MenuItem[]): PermissionIndex {
  const index: PermissionIndex = {
    order: [],
    parent: new Map(),
    children: new Map(),
    id: new Map(),
  }
  const walk = (list: MenuItem[], parent: string | undefined) => {
    list.forEach((node, position) => {
      const key = nodeKey(node, parent, position)
      if (index.parent.has(key)) return
      index.order.push(key)
      index.parent.set(key, parent)
      if (node.id !== undefined) index.id.set(key, node.id)
      index.children.set(
        key,
        node.child.map((c, i) => nodeKey(c, key, i)),
      )
      walk(node.child, key)
    })
  }
  walk(nodes, undefined)
  return index
}

function ancestors(key: string, index: PermissionIndex): string[] {
  const found: string[] = []
  for (let p = index.parent.get(key); p !== undefined; p = index.parent.get(p)) found.push(p)
  return found
}

function subtree(key: string, index: PermissionIndex): string[] {
  return [key, ...(index.children.get(key) ?? []).flatMap((k) => subtree(k, index))]
}

// only nodes with an id can be granted: one without stays unchecked
const inOrder = (keys: Set<string>, index: PermissionIndex) =>
  index.order.filter((k) => keys.has(k) && index.id.has(k))

/** The checked keys after the user checks (true) or unchecks (false) `key`. */
export function toggleNode(
  checked: readonly string[],
  key: string,
  on: boolean,
  index: PermissionIndex,
): string[] {
  const next = new Set(checked)
  if (on) for (const k of [...subtree(key, index), ...ancestors(key, index)]) next.add(k)
  else for (const k of subtree(key, index)) next.delete(k)
  return inOrder(next, index)
}

/**
 * The ids a role holds (GetCurrentRoles' roleAct), or undefined when they cannot be read: no list
 * in the answer, or an entry without its actionId. Unknown is not none: a save then would send
 * back fewer permissions than the role has.
 */
export function heldIds(role: CurrentRole | null | undefined): string[] | undefined {
  const acts = role?.roleAct
  if (!acts) return undefined
  const ids: string[] = []
  for (const act of acts) {
    if (act.actionId === undefined) return undefined
    ids.push(keyOf(act.actionId))
  }
  return [...new Set(ids)]
}

/**
 * roleAct for AddRole / EidtRole: the checked nodes and their ancestors in tree order, then the
 * ids the role holds outside the tree shown (invalid entries: the user could not see them).
 */
export function roleActOf(
  checked: readonly string[],
  held: readonly string[],
  index: PermissionIndex,
): RoleAct[] {
  const keys = new Set(checked.filter((k) => index.id.has(k)))
  for (const k of [...keys]) for (const a of ancestors(k, index)) keys.add(a)
  const shown = inOrder(keys, index).map((k) => index.id.get(k)!)
  const hidden = held.filter((k) => !index.id.has(k)).map(heldId)
  return [...shown, ...hidden].map((actionId) => ({ actionId }))
}

// an id outside the tree keeps the spelling of the other ids: numeric where it is a number
const heldId = (key: string): Id => (/^-?\d+$/.test(key) ? Number(key) : key)
