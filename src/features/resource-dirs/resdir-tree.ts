import type { ResDir, ResDirBody } from '../../api/train-resdir'

/** A node of the directory tree as antd's Tree takes it: keyed by the directory code. */
export interface ResDirItem {
  key: string
  title: string
  dir: ResDir
  /** where it sits among its siblings (0 = first) and how many siblings there are */
  index: number
  siblings: number
  children?: ResDirItem[]
}

/** Siblings in the order the server gives (by sort, ascending). */
function toItems(dirs: readonly ResDir[] | null | undefined, pNo: string): ResDirItem[] {
  const list = dirs ?? []
  return list.map((dir, index) => ({
    key: dir.dCode,
    title: dir.dName,
    dir: { ...dir, pNo: dir.pNo ?? pNo },
    index,
    siblings: list.length,
    children: dir.children?.length ? toItems(dir.children, dir.dCode) : undefined,
  }))
}

/** GetTreeData's answer as tree items (a missing answer is an empty tree). */
export function resDirItems(dirs: readonly ResDir[] | null | undefined): ResDirItem[] {
  return toItems(dirs, '')
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

/** The siblings of a directory (itself included), in order. */
export function siblingsOf(items: readonly ResDirItem[], key: string): ResDir[] {
  const item = findItem(items, key)
  if (!item) return []
  const pNo = item.dir.pNo ?? ''
  const level = pNo ? (findItem(items, pNo)?.children ?? []) : items
  return level.map((sibling) => sibling.dir)
}

/** The SaveData body of a directory: everything SaveData reads, so nothing else changes. */
export function saveBody(dir: ResDir, changes: Partial<ResDirBody> = {}): ResDirBody {
  const body: ResDirBody = { id: dir.id, dCode: dir.dCode, dName: dir.dName, pNo: dir.pNo ?? '' }
  if (dir.sort !== undefined) body.sort = dir.sort
  return { ...body, ...changes }
}

/** The body that adds a directory under `pNo` ('' = top level). */
export function addBody(dName: string, pNo: string): ResDirBody {
  return { dName: dName.trim(), pNo }
}

export type Direction = 'up' | 'down'

/**
 * Moving a directory one place up or down among its siblings: the SaveData bodies that number the
 * siblings 1..n in the new order, only for those whose sort changes (two, when the sorts were
 * 1..n already). Empty when it cannot move that way.
 */
export function reorderBodies(siblings: readonly ResDir[], key: string, direction: Direction) {
  const from = siblings.findIndex((dir) => dir.dCode === key)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= siblings.length) return []
  const order = [...siblings]
  ;[order[from], order[to]] = [order[to], order[from]]
  return order
    .map((dir, i) => ({ dir, sort: i + 1 }))
    .filter(({ dir, sort }) => Number(dir.sort) !== sort)
    .map(({ dir, sort }) => saveBody(dir, { sort }))
}
