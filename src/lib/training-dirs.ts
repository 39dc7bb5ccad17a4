import type { ResDir } from '../api/train-resdir'

// A directory is documented as dCode and dName only: where it sits in the tree is not. An answer
// may carry the tree nested (children) or flat with each directory's parent (pNo); one with
// neither says nothing of the tree, and its directories can only be listed as they came.

/** The directories as a tree, and whether the answer told where each one sits. */
export interface DirTree {
  /** the top level, each with its children (when known) */
  roots: ResDir[]
  /** every directory's parent is known: nested answer, or pNo on every directory */
  parents: boolean
}

/** Is `dirs` (or anything below it) a nested answer? */
const nested = (dirs: readonly ResDir[]) => dirs.some((dir) => dir.children !== undefined)

/**
 * GetTreeData's answer as a tree: a nested answer as it is (each child gets its parent's code as
 * pNo), a flat one with every pNo nested by it (a pNo that names no directory of the answer is
 * the top level), anything else flat with `parents` false.
 */
export function dirTree(dirs: readonly ResDir[] | null | undefined): DirTree {
  const list = dirs ?? []
  if (nested(list)) return { roots: withParents(list, ''), parents: true }
  if (list.length && list.every((dir) => dir.pNo !== undefined)) {
    const codes = new Set(list.map((dir) => dir.dCode))
    const under = (pNo: string): ResDir[] =>
      list.filter((dir) => dir.pNo === pNo).map((dir) => ({ ...dir, children: under(dir.dCode) }))
    const top = list
      .filter((dir) => !dir.pNo || !codes.has(dir.pNo))
      .map((dir) => ({ ...dir, children: under(dir.dCode) }))
    return { roots: top, parents: true }
  }
  return { roots: list.map(({ children: _children, ...dir }) => dir), parents: false }
}

function withParents(dirs: readonly ResDir[], pNo: string): ResDir[] {
  return dirs.map((dir) => ({
    ...dir,
    pNo: dir.pNo ?? pNo,
    ...(dir.children ? { children: withParents(dir.children, dir.dCode) } : {}),
  }))
}

/** A node of antd's TreeSelect. */
export interface DirOption {
  value: string
  title: string
  children?: DirOption[]
}

/** GetTreeData's directories as TreeSelect nodes (value the dCode, title the dName). */
export function dirOptions(dirs: readonly ResDir[] | null | undefined): DirOption[] {
  const toOptions = (list: readonly ResDir[]): DirOption[] =>
    list.map((d) => ({
      value: d.dCode,
      title: d.dName,
      ...(d.children?.length ? { children: toOptions(d.children) } : {}),
    }))
  return toOptions(dirTree(dirs).roots)
}

/** dCode -> dName over the whole answer. */
export function dirNames(dirs: readonly ResDir[] | null | undefined): Map<string, string> {
  const names = new Map<string, string>()
  const walk = (list: readonly ResDir[]) => {
    for (const d of list) {
      names.set(d.dCode, d.dName)
      if (d.children) walk(d.children)
    }
  }
  walk(dirs ?? [])
  return names
}
