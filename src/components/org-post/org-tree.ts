import type { OrgNode } from '../../api/user-org'

/** Names longer than this are cut in the tree with an ellipsis (behaviour B9.7: 18 characters). */
export const ORG_NAME_MAX = 18

/** One node of an antd Tree built from GetOrgTree. */
export interface OrgTreeItem {
  /** orgCode, or `id:<id>` for a node without one (the -1 root of ShowTop) */
  key: string
  /** the name as shown: cut after 18 characters */
  title: string
  /** the whole name, for a tooltip or title attribute */
  fullName: string
  orgCode: string
  node: OrgNode
  children?: OrgTreeItem[]
}

/** The name a node shows: orgName, or label when the name is missing. */
export function orgNameOf(node: OrgNode): string {
  return node.orgName || node.label || ''
}

/** Cuts a name after `max` characters (counted as the user sees them) and adds '…'. */
export function shortName(name: string, max = ORG_NAME_MAX): string {
  const chars = Array.from(name)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name
}

/** The tree key of a node. */
export function orgKey(node: OrgNode): string {
  return node.orgCode || `id:${node.id}`
}

/** GetOrgTree nodes as antd Tree data (key orgCode, title cut after 18 characters). */
export function orgTreeData(nodes: readonly OrgNode[] | undefined): OrgTreeItem[] {
  return (nodes ?? []).map((node) => {
    const fullName = orgNameOf(node)
    const children = node.children?.length ? orgTreeData(node.children) : undefined
    return {
      key: orgKey(node),
      title: shortName(fullName),
      fullName,
      orgCode: node.orgCode ?? '',
      node,
      ...(children ? { children } : {}),
    }
  })
}

/** Every item of the tree, depth first (parents before their children). */
export function flattenOrgs<T extends { children?: T[] }>(items: readonly T[] | undefined): T[] {
  return (items ?? []).flatMap((item) => [item, ...flattenOrgs(item.children)])
}

/** The items from the top down to the one with `key` (empty when it is not in the tree). */
export function findOrgPath<T extends { key: string; children?: T[] }>(
  items: readonly T[] | undefined,
  key: string | undefined,
): T[] {
  if (!key) return []
  for (const item of items ?? []) {
    if (item.key === key) return [item]
    const below = findOrgPath(item.children, key)
    if (below.length) return [item, ...below]
  }
  return []
}

/**
 * The items whose whole name contains `text` (case-insensitive) and their ancestors, so a match is
 * shown where it sits in the tree. An empty text keeps the tree as it is.
 */
export function filterOrgTree(items: readonly OrgTreeItem[], text: string): OrgTreeItem[] {
  const needle = text.trim().toLowerCase()
  if (!needle) return [...items]
  return items.flatMap((item) => {
    const children = filterOrgTree(item.children ?? [], needle)
    if (children.length) return [{ ...item, children }]
    if (item.fullName.toLowerCase().includes(needle)) {
      const { children: _dropped, ...leaf } = item
      return [leaf]
    }
    return []
  })
}

/**
 * 更新部门 replaces a post's whole set of departments: departments chosen before that the loaded
 * tree does not hold could not be shown, and a save would drop them.
 */
export const missingDepartments = (count: number) =>
  `已选的部门中有 ${count} 个未能在组织机构中找到，无法保存（保存会移除它们）`
