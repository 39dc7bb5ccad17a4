import { echo } from '../../api/echo'
import type { ResDir, ResDirBody, ResDirKey } from '../../api/train-resdir'
import { dirTree } from '../../lib/training-dirs'

/** A node of the directory tree as antd's Tree takes it: keyed by the directory code. */
export interface ResDirItem {
  key: string
  title: string
  /** the directory; its pNo only when the answer told the parent */
  dir: ResDir
  /** where it sits among its siblings (0 = first) and how many siblings there are */
  index: number
  siblings: number
  /**
   * 上移 / 下移 can renumber its siblings: their parent and every sibling's sort are known (the
   * answer carries neither of them by contract)
   */
  movable: boolean
  children?: ResDirItem[]
}

/** The tree's items and what the answer left unknown about it. */
export interface ResDirTree {
  items: ResDirItem[]
  /** every directory's parent is known; without, the directories are listed flat */
  parents: boolean
  /** every directory's order is known; without, nothing can be moved up or down */
  order: boolean
}

/** Siblings in the order the server gives (by sort, ascending). */
function toItems(dirs: readonly ResDir[], parents: boolean): ResDirItem[] {
  const movable = parents && dirs.every((dir) => dir.sort !== undefined)
  return dirs.map((dir, index) => ({
    key: dir.dCode,
    title: dir.dName,
    dir,
    index,
    siblings: dirs.length,
    movable,
    children: dir.children?.length ? toItems(dir.children, parents) : undefined,
  }))
}

/** GetTreeData's answer as tree items (a missing answer is an empty tree). */
export function resDirTree(dirs: readonly ResDir[] | null | undefined): ResDirTree {
  const { roots, parents } = dirTree(dirs)
  const items = toItems(roots, parents)
  return { items, parents, order: flattenItems(items).every((item) => item.movable) }
}

/** GetTreeData's answer as tree items. */
export function resDirItems(dirs: readonly ResDir[] | null | undefined): ResDirItem[] {
  return resDirTree(dirs).items
}

/** Every item, depth first. */
export function flattenItems(items: readonly ResDirItem[]): ResDirItem[] {
  return items.flatMap((item) => [item, ...flattenItems(item.children ?? [])])
}

/** The item of a directory code. */
export function findItem(items: readonly ResDirItem[], key: string): ResDirItem | undefined {
  return flattenItems(items).find((item) => item.key === key)
}

/** The keys of every node that has children (expand all). */
export function parentKeys(items: readonly ResDirItem[]): string[] {
  return flattenItems(items)
    .filter((item) => item.children?.length)
    .map((item) => item.key)
}

/** The siblings of a directory (itself included), in order; none when its parent is unknown. */
export function siblingsOf(items: readonly ResDirItem[], key: string): ResDir[] {
  const item = findItem(items, key)
  if (!item || item.dir.pNo === undefined) return []
  const pNo = item.dir.pNo
  const level = pNo ? (findItem(items, pNo)?.children ?? []) : items
  return level.map((sibling) => sibling.dir)
}

/**
 * The SaveData body of a directory: the directory as GetTreeData gave it (every key but its
 * sub-directories, echo.ts), named by its dCode (the documented key) and its id when the answer
 * carried one, so a save never makes a second directory; the parent (from the tree when the
 * directory did not say) and order only when known (never '' or 0 in place of what was not read).
 */
export function saveBody(dir: ResDir, changes: Partial<ResDirBody> = {}): ResDirBody {
  const body: ResDirBody = { dCode: dir.dCode, dName: dir.dName }
  if (dir.id !== undefined) body.id = dir.id
  if (dir.pNo !== undefined) body.pNo = dir.pNo
  if (dir.sort !== undefined) body.sort = dir.sort
  return echo(dir, { ...body, ...changes }, ['children'])
}

/** The DeleteData body: the documented id when the answer carried it, and the dCode. */
export function deleteBody(dir: ResDir): ResDirKey {
  return dir.id !== undefined ? { id: dir.id, dCode: dir.dCode } : { dCode: dir.dCode }
}

/** The body that adds a directory under `pNo` ('' = top level). */
export function addBody(dName: string, pNo: string): ResDirBody {
  return { dName: dName.trim(), pNo }
}

export type Direction = 'up' | 'down'

/** Why 上移 / 下移 is not offered when the answer does not tell the tree's order. */
export const NO_ORDER = '服务器未返回目录的上下级或排序号，无法调整顺序'

/**
 * Moving a directory one place up or down among its siblings: the SaveData bodies that number the
 * siblings 1..n in the new order, only for those whose sort changes (two, when the sorts were
 * 1..n already). Empty when it cannot move that way, or when a sibling's sort is unknown (a
 * numbering made up for it could reorder what the user did not touch).
 */
export function reorderBodies(siblings: readonly ResDir[], key: string, direction: Direction) {
  if (siblings.some((dir) => dir.sort === undefined || dir.pNo === undefined)) return []
  const from = siblings.findIndex((dir) => dir.dCode === key)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= siblings.length) return []
  const order = [...siblings]
  ;[order[from], order[to]] = [order[to], order[from]]
  return order
    .map((dir, i) => ({ dir, sort: i + 1 }))
    .filter(({ dir, sort }) => dir.sort !== sort)
    .map(({ dir, sort }) => saveBody(dir, { sort }))
}
