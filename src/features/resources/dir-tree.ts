import type { ResDir } from '../../api/train-resdir'

/** A node of antd's TreeSelect. */
export interface DirNode {
  value: string
  title: string
  children?: DirNode[]
}

/** GetTreeData's directories as TreeSelect nodes (value the dCode, title the dName). */
export function dirTreeData(dirs: readonly ResDir[] | null | undefined): DirNode[] {
  return (dirs ?? []).map((d) => ({
    value: d.dCode,
    title: d.dName,
    ...(d.children?.length ? { children: dirTreeData(d.children) } : {}),
  }))
}

/** dCode -> dName over the whole tree (rows without dName show their directory's name). */
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
