import type { MenuItem } from '../../api/types'

/** The three node types of the permission tree (spec 3). */
export type MenuType = 0 | 1 | 2

export const MENU_TYPES: { value: MenuType; label: string; color: string }[] = [
  { value: 0, label: '菜单', color: 'blue' },
  { value: 1, label: '页面', color: 'green' },
  { value: 2, label: '权限', color: 'orange' },
]

export const typeOf = (node: Pick<MenuItem, 'type'>): MenuType =>
  (Number(node.type) || 0) as MenuType

/** A row of the tree table: the node, with `children` only when it has some (no empty expander). */
export type MenuRow = Omit<MenuItem, 'child'> & { children?: MenuRow[] }

const bySort = (a: MenuItem, b: MenuItem) => (a.sort ?? 0) - (b.sort ?? 0)

/** The table rows of a tree, siblings in their sort order. */
export function menuRows(items: MenuItem[] | null | undefined): MenuRow[] {
  return [...(items ?? [])].sort(bySort).map(({ child, ...node }) => {
    const children = menuRows(child)
    return children.length > 0 ? { ...node, children } : node
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

/** The type a new child of `parent` most likely has: menu at the top, page in a menu, else a permission. */
export function childType(parent?: Pick<MenuItem, 'type'>): MenuType {
  if (!parent) return 0
  return typeOf(parent) === 0 ? 1 : 2
}
