import { useMemo, useState, type ReactNode } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Flex, Input, Tree } from 'antd'
import { QueryState } from '../query-state'
import { filterOrgTree, findOrgPath, flattenOrgs, type OrgTreeItem } from './org-tree'
import { useOrgTree } from './use-org-tree'

export interface OrgTreeViewProps {
  /** select: one department at a time (a click on it again lets it go); check: checkboxes */
  mode: 'select' | 'check'
  /** the keys picked (orgCode, `id:<id>` for a node without one) */
  picked: readonly string[]
  /** a department was picked (on) or let go: any node, also one without an orgCode */
  onPick: (item: OrgTreeItem, on: boolean) => void
  /** the keys whose way down is open until the user expands by hand (default: picked) */
  openTo?: readonly string[]
  /** a department was double-clicked */
  onDoubleClick?: (item: OrgTreeItem) => void
  /** the GetOrgTree cache-buster: one per opening of a dialog or visit of a screen */
  date: number
  /** another company's tree (a platform administrator's look at one of its companies) */
  companyCode?: string
  /** the tree's accessible name */
  label?: string
  height?: number
  /** the rows of the loading skeleton */
  loadingRows?: number
  gap?: number
  className?: string
  /** shown between the search and the tree */
  children?: ReactNode
}

/** The keys of the nodes that have children: a filtered tree is shown fully expanded. */
const parentKeys = (items: OrgTreeItem[]) =>
  flattenOrgs(items)
    .filter((i) => i.children?.length)
    .map((i) => i.key)

/**
 * The organisation tree (GetOrgTree) with a search, in a virtual antd Tree so that thousands of
 * departments scroll and expand without lag. Names are cut after 18 characters, the whole name
 * shows on hover. Keyboard: arrows move, space or enter picks.
 */
export function OrgTreeView({
  mode,
  picked,
  onPick,
  openTo = picked,
  onDoubleClick,
  date,
  companyCode,
  label = '部门',
  height = 320,
  loadingRows = 6,
  gap = 8,
  className,
  children,
}: OrgTreeViewProps) {
  const tree = useOrgTree(date, companyCode)
  const { items } = tree
  const [search, setSearch] = useState('')
  const [expanded, setExpanded] = useState<string[]>()
  const shown = useMemo(() => filterOrgTree(items, search), [items, search])
  // one text for the keys to open to, so a new array with the same keys keeps the tree as it is
  const openText = openTo.join('\n')
  // while searching: the way down to every match (also when the tree arrives after the typing);
  // otherwise the top level and the way down to the departments picked before
  const expandedKeys = useMemo(
    () =>
      expanded ??
      (search.trim()
        ? parentKeys(shown)
        : [
            ...items.map((i) => i.key),
            ...(openText ? openText.split('\n') : []).flatMap((key) =>
              findOrgPath(items, key)
                .slice(0, -1)
                .map((i) => i.key),
            ),
          ]),
    [expanded, search, shown, items, openText],
  )
  const keys = useMemo(() => [...picked], [picked])

  return (
    <Flex vertical gap={gap} className={className}>
      <Input
        allowClear
        aria-label={`搜索${label}`}
        placeholder="搜索部门"
        prefix={<SearchOutlined aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setExpanded(undefined)
        }}
      />
      {children}
      <QueryState query={tree} empty={!shown.length} errorTitle="部门加载失败" rows={loadingRows}>
        <Tree<OrgTreeItem>
          aria-label={label}
          treeData={shown}
          height={height}
          virtual
          blockNode
          expandedKeys={expandedKeys}
          onExpand={(next) => setExpanded(next.map(String))}
          onDoubleClick={onDoubleClick && ((_event, node) => onDoubleClick(node))}
          titleRender={(item) => <span title={item.fullName}>{item.title}</span>}
          {...(mode === 'check'
            ? {
                checkable: true,
                // any level may be chosen: a parent and its children are checked independently
                checkStrictly: true,
                selectable: false,
                checkedKeys: { checked: keys, halfChecked: [] },
                onCheck: (_checked, info) => onPick(info.node, info.checked),
              }
            : {
                selectedKeys: keys,
                onSelect: (_selected, info) => onPick(info.node, info.selected),
              })}
        />
      </QueryState>
    </Flex>
  )
}
