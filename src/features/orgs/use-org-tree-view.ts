import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import type { Id } from '../../api/types'
import {
  filterOrgTree,
  findOrgPath,
  flattenOrgs,
  type OrgTreeItem,
} from '../../components/org-post/org-tree'

/** The keys of the items that have children (what "expand all" opens). */
export const parentKeys = (items: readonly OrgTreeItem[]) =>
  flattenOrgs(items)
    .filter((item) => item.children?.length)
    .map((item) => item.key)

/** How many items of a (filtered) tree have a name containing `text`. */
const countMatches = (items: readonly OrgTreeItem[], text: string) => {
  const needle = text.trim().toLowerCase()
  return flattenOrgs(items).filter((item) => item.fullName.toLowerCase().includes(needle)).length
}

/**
 * What the organisation tree shows: the search (deferred, so typing stays quick on 2,000
 * departments), the expanded nodes and the selected one. A search opens the way down to every
 * match; clearing it brings back the nodes the user had opened, which also survive a refresh.
 */
export function useOrgTreeView(items: readonly OrgTreeItem[]) {
  const [search, setSearchText] = useState('')
  const text = useDeferredValue(search)
  const searching = text.trim() !== ''
  const shown = useMemo(() => filterOrgTree(items, text), [items, text])
  const matches = useMemo(
    () => (searching ? countMatches(shown, text) : 0),
    [searching, shown, text],
  )
  const openForSearch = useMemo(() => (searching ? parentKeys(shown) : []), [searching, shown])

  // undefined: not touched yet, the root and the top level are open
  const [expanded, setExpanded] = useState<string[]>()
  const [searchExpanded, setSearchExpanded] = useState<string[]>()
  const opened = useMemo(
    () =>
      expanded ?? items.flatMap((item) => [item.key, ...(item.children ?? []).map((c) => c.key)]),
    [expanded, items],
  )
  const expandedKeys = searching ? (searchExpanded ?? openForSearch) : opened
  const [selectedKey, setSelectedKey] = useState<string>()

  const setSearch = useCallback((value: string) => {
    setSearchText(value)
    setSearchExpanded(undefined)
  }, [])
  const expand = useCallback(
    (keys: string[]) => (searching ? setSearchExpanded(keys) : setExpanded(keys)),
    [searching],
  )
  const expandAll = () => expand(parentKeys(shown))
  // the roots stay open: their first level is the company's departments
  const collapseAll = () => expand(shown.map((item) => item.key))

  /** Opens the way down to the department with id `id` and into it (after a save). */
  const reveal = (id: Id) => {
    const item = flattenOrgs(items).find((i) => String(i.node.id) === String(id))
    if (!item) return
    const path = findOrgPath(items, item.key).map((i) => i.key)
    setExpanded((keys) => [...new Set([...(keys ?? opened), ...path])])
  }

  return {
    search,
    setSearch,
    searching,
    matches,
    shown,
    expandedKeys,
    expand,
    expandAll,
    collapseAll,
    reveal,
    selectedKey,
    select: setSelectedKey,
  }
}
