import { useMemo, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Empty, Flex, Input, Skeleton, Tree } from 'antd'
import { useGetOrgTreeQuery } from '../../api/user-org'
import { ListError } from '../list/list-error'
import {
  filterOrgTree,
  findOrgPath,
  flattenOrgs,
  orgTreeData,
  type OrgTreeItem,
} from '../org-post/org-tree'
import type { Picked } from './selection'

export interface OrgTreeViewProps {
  /** select: one department at a time (a click on it again lets it go); check: checkboxes */
  mode: 'select' | 'check'
  /** the orgCodes picked */
  picked: readonly string[]
  /** a department was picked (on) or let go */
  onPick: (org: Picked, on: boolean) => void
  /** the GetOrgTree cache-buster: one per opening of the dialog, shared by its trees */
  date: number
  /** another company's tree (a platform administrator's look at one of its companies) */
  companyCode?: string
  /** the tree's accessible name */
  label?: string
  height?: number
}

/** The keys of the nodes that have children: a filtered tree is shown fully expanded. */
const parentKeys = (items: OrgTreeItem[]) =>
  flattenOrgs(items)
    .filter((i) => i.children?.length)
    .map((i) => i.key)

const asPicked = (item: OrgTreeItem): Picked => ({ id: item.orgCode, name: item.fullName })

/**
 * The organisation tree (GetOrgTree) with a search, in a virtual antd Tree so that thousands of
 * departments scroll and expand without lag. Names are cut after 18 characters, the whole name
 * shows on hover. Keyboard: arrows move, space or enter picks.
 */
export function OrgTreeView({
  mode,
  picked,
  onPick,
  date,
  companyCode,
  label = '部门',
  height = 320,
}: OrgTreeViewProps) {
  const { data, isLoading, isError, error, refetch } = useGetOrgTreeQuery({ date, companyCode })
  const items = useMemo(() => orgTreeData(data?.data), [data])
  const [search, setSearch] = useState('')
  const [expanded, setExpanded] = useState<string[]>()
  const shown = useMemo(() => filterOrgTree(items, search), [items, search])
  const firstPicked = picked[0]
  // while searching: the way down to every match; otherwise the top level and the way down to the
  // first department picked before
  const expandedKeys = useMemo(
    () =>
      expanded ??
      (search.trim()
        ? parentKeys(shown)
        : [
            ...items.map((i) => i.key),
            ...findOrgPath(items, firstPicked)
              .slice(0, -1)
              .map((i) => i.key),
          ]),
    [expanded, search, shown, items, firstPicked],
  )
  const keys = useMemo(() => [...picked], [picked])

  let body
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />
  else if (isError)
    body = <ListError error={error} title="部门加载失败" onRetry={() => void refetch()} />
  else if (!shown.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  else
    body = (
      <Tree<OrgTreeItem>
        aria-label={label}
        treeData={shown}
        height={height}
        virtual
        blockNode
        expandedKeys={expandedKeys}
        onExpand={(next) => setExpanded(next.map(String))}
        titleRender={(item) => <span title={item.fullName}>{item.title}</span>}
        {...(mode === 'check'
          ? {
              checkable: true,
              checkStrictly: true,
              selectable: false,
              checkedKeys: { checked: keys, halfChecked: [] },
              onCheck: (_checked, info) => {
                if (info.node.orgCode) onPick(asPicked(info.node), info.checked)
              },
            }
          : {
              selectedKeys: keys,
              onSelect: (_selected, info) => {
                if (info.node.orgCode) onPick(asPicked(info.node), info.selected)
              },
            })}
      />
    )

  return (
    <Flex vertical gap={8}>
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
      {body}
    </Flex>
  )
}
