import type { MenuItem } from '../../api/types'

/** The three node types of the permission tree (behaviour B3.6). */
export type MenuType = 0 | 1 | 2

export const MENU_TYPES: { value: MenuType; label: string; color: string }[] = [
  { value: 0, label: '菜单', color: 'blue' },
  { value: 1, label: '页面', color: 'green' },
  { value: 2, label: '权限', color: 'orange' },
]

/** The node's type; undefined when the answer did not give one of the three. */
export const typeOf = (node: Pick<MenuItem, 'type'>): MenuType | undefined =>
  node.type === 0 || node.type === 1 || node.type === 2 ? node.type : undefined

/**
 * A row of the tree table: the node, with `children` only when it has some (no empty expander),
 * and its table key: the id, or for a node the answer gave without one, its place ("#3/0").
 */
export type MenuRow = Omit<MenuItem, 'child'> & { key: string; children?: MenuRow[] }

const bySort = (a: MenuItem, b: MenuItem) => (a.sort ?? 0) - (b.sort ?? 0)

/** The table rows of a tree, siblings in their sort order. */
export function menuRows(items: MenuItem[] | null | undefined, parent = ''): MenuRow[] {
  return [...(items ?? [])].sort(bySort).map(({ child, ...node }, position) => {
    const key = node.id === undefined ? `#${parent}/${position}` : String(node.id)
    const children = menuRows(child, key)
    return children.length > 0 ? { ...node, key, children } : { ...node, key }
  })
}

/** Every node of a tree of rows, depth first. */
export function flattenRows(rows: MenuRow[]): MenuRow[] {
  return rows.flatMap((r) => [r, ...flattenRows(r.children ?? [])])
}

/**
 * The permission values already used in the tree (value -> the entry's name), leaving out the
 * node being edited and its own buttons (those are its roleList): what a new value must avoid.
 */
export function takenValues(rows: MenuRow[], editedId?: MenuItem['id']): Map<string, string> {
  const mine = (r: MenuRow) =>
    editedId !== undefined &&
    (String(r.id) === String(editedId) || String(r.parentId) === String(editedId))
  const taken = new Map<string, string>()
  for (const r of flattenRows(rows)) if (r.value && !mine(r)) taken.set(r.value, r.name)
  return taken
}

/**
 * The type a new child of `parent` most likely has: menu at the top, page in a menu (or in an
 * entry of unknown type), else a permission. The dialog lets the user pick another.
 */
export function childType(parent?: Pick<MenuItem, 'type'>): MenuType {
  if (!parent) return 0
  const type = typeOf(parent)
  return type === 0 || type === undefined ? 1 : 2
}
