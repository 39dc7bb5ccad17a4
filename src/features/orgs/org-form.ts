import { echo } from '../../api/echo'
import type { OrgNode, OrgSaveBody } from '../../api/user-org'
import type { Id } from '../../api/types'
import { findOrgPath, orgKey, type OrgTreeItem } from '../../components/org-post/org-tree'

/** The id of the tree's root (GetOrgTree with ShowTop): it takes children, it is never edited. */
export const ROOT_ID = -1

/** Whether a node is the root of the tree, which is neither edited nor deleted. */
export const isRoot = (node: OrgNode) => String(node.id) === String(ROOT_ID)

/** What the sort order shows when the node did not carry one. */
export const ORDER_UNREAD = '未读取到原值，留空则保持不变'

/** The department dialog's fields. */
export interface OrgFormValues {
  orgName: string
  /** empty (undefined or null) while an edited node's order could not be read */
  order?: number | null
  /** the ids from the top down to the new parent (editing only: the move-to-parent cascader) */
  parentPath?: Id[]
}

/** One option of the move-to-parent cascader. */
export interface ParentOption {
  value: Id
  /** the name cut after 18 characters, as in the tree */
  label: string
  /** the whole name, shown on hover */
  title: string
  children?: ParentOption[]
}

/**
 * The cascader's options: the tree without the node being moved and everything under it, so a
 * department is never put under itself or one of its own children.
 */
export function parentOptions(items: readonly OrgTreeItem[], excludeKey?: string): ParentOption[] {
  return items
    .filter((item) => item.key !== excludeKey)
    .map((item) => {
      const children = parentOptions(item.children ?? [], excludeKey)
      return {
        value: item.node.id,
        label: item.title,
        title: item.fullName,
        ...(children.length ? { children } : {}),
      }
    })
}

/** The ids from the top down to the parent of the node with `key` (the cascader's first value). */
export function parentPathOf(items: readonly OrgTreeItem[], key: string): Id[] {
  return findOrgPath(items, key)
    .slice(0, -1)
    .map((item) => item.node.id)
}

/**
 * The dialog's starting values: the node's own (edit) or the defaults, order 0 (add). A name or
 * an order the node did not carry stays empty: it is never taken as '' or 0 of the record.
 */
export function orgFormValues(items: readonly OrgTreeItem[], node?: OrgNode): OrgFormValues {
  if (!node) return { orgName: '', order: 0 }
  return {
    orgName: node.orgName ?? '',
    order: node.order,
    parentPath: parentPathOf(items, orgKey(node)),
  }
}

/** AddOrg: a new department under `parent` (the root's id -1 for the top level). */
export function addBody(values: OrgFormValues, parent: OrgNode): OrgSaveBody {
  return { pId: parent.id, orgName: values.orgName.trim(), order: values.order ?? 0 }
}

/**
 * EditOrg: the record as GetOrgTree gave it (every key but the departments under it, echo.ts)
 * with its new name, order and parent. A parent left where it was keeps the record's own pId
 * (top-level departments carry 0, not the root's -1); a pId the node did not carry is then left
 * out, and so is an order it did not carry that was left empty (the backend keeps both). A read
 * order the user cleared is the default 0.
 */
export function editBody(
  values: OrgFormValues,
  node: OrgNode,
  items: readonly OrgTreeItem[],
): OrgSaveBody {
  const before = orgFormValues(items, node).parentPath?.at(-1)
  const chosen = values.parentPath?.at(-1)
  const moved = chosen !== undefined && String(chosen) !== String(before)
  const pId = moved ? chosen : node.pId
  const order = values.order ?? (node.order !== undefined ? 0 : undefined)
  const changes = {
    id: node.id,
    ...(pId !== undefined ? { pId } : {}),
    orgName: values.orgName.trim(),
    ...(order !== undefined ? { order } : {}),
  }
  return echo(node, changes, BELOW)
}

/** The departments under a department: records of their own, never in its body. */
const BELOW = ['children']

/** The department a saved node now sits under: the parent sent, else its place in the tree. */
export function parentAfterSave(
  body: OrgSaveBody,
  node: OrgNode,
  items: readonly OrgTreeItem[],
): Id | undefined {
  return body.pId ?? parentPathOf(items, orgKey(node)).at(-1)
}

/** DeleteOrg: the node as it came, without its children. */
export function deleteBody(node: OrgNode): OrgNode {
  return echo(node, { id: node.id }, BELOW)
}
