import { memo, useMemo, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Grid, Input, Skeleton, Tree } from 'antd'
import { useGetOrgTreeQuery } from '../../api/user-org'
import { ListError } from '../../components/list/list-error'
import {
  filterOrgTree,
  findOrgPath,
  flattenOrgs,
  orgTreeData,
  type OrgTreeItem,
} from '../../components/org-post/org-tree'

export interface PostOrgTreeProps {
  /** the orgCode chosen ('' for every post) */
  value: string
  /** a department was clicked ('' when it was let go, or 全部岗位) */
  onChange: (orgCode: string) => void
}

/** The keys of the nodes that have children: a filtered tree is shown fully expanded. */
const parentKeys = (items: OrgTreeItem[]) =>
  flattenOrgs(items)
    .filter((i) => i.children?.length)
    .map((i) => i.key)

/**
 * The organisation tree beside the post list: a click on a department lists its posts, a second
 * click (or 全部岗位) lists every post. A virtual Tree: thousands of departments stay smooth.
 */
export const PostOrgTree = memo(function PostOrgTree({ value, onChange }: PostOrgTreeProps) {
  // a fresh tree per visit of the screen (spec 7: a random date param)
  const [date] = useState(() => Date.now())
  // beside the list from 992 px (antd lg), above it on a phone: shorter there
  const wide = Grid.useBreakpoint().lg ?? true
  const { data, isLoading, isError, error, refetch } = useGetOrgTreeQuery({ date })
  const items = useMemo(() => orgTreeData(data?.data), [data])
  const [search, setSearch] = useState('')
  const [expanded, setExpanded] = useState<string[]>()
  const shown = useMemo(() => filterOrgTree(items, search), [items, search])
  const expandedKeys =
    expanded ??
    (search.trim()
      ? parentKeys(shown)
      : [
          ...items.map((i) => i.key),
          ...findOrgPath(items, value)
            .slice(0, -1)
            .map((i) => i.key),
        ])

  let body
  if (isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />
  else if (isError)
    body = <ListError error={error} title="部门加载失败" onRetry={() => void refetch()} />
  else if (!shown.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  else
    body = (
      <Tree<OrgTreeItem>
        aria-label="部门"
        treeData={shown}
        height={wide ? 520 : 280}
        virtual
        blockNode
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={value ? [value] : []}
        onSelect={(_keys, info) => onChange(info.selected ? info.node.orgCode : '')}
        titleRender={(item) => <span title={item.fullName}>{item.title}</span>}
      />
    )

  return (
    <Flex vertical gap={8} className="posts-tree">
      <Input
        allowClear
        aria-label="搜索部门"
        placeholder="搜索部门"
        prefix={<SearchOutlined aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setExpanded(undefined)
        }}
      />
      <Button
        type={value ? 'default' : 'primary'}
        ghost={!value}
        block
        aria-pressed={!value}
        onClick={() => onChange('')}
      >
        全部岗位
      </Button>
      {body}
    </Flex>
  )
})
