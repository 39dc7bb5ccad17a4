import { useMemo, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Button, Empty, Input, Skeleton } from 'antd'
import { useGetOrgTreeQuery, type OrgNode } from '../../api/user-org'
import { ListError } from '../../components/list/list-error'
import { ListPage } from '../../components/list/list-page'
import { orgTreeData } from '../../components/org-post/org-tree'
import { useDeleteOrg } from './org-actions'
import type { OrgDialogTarget } from './org-dialog'
import { OrgDialog } from './org-dialog-loader'
import { OrgTreeView, type OrgNodeActions } from './org-tree-view'
import { useOrgTreeView } from './use-org-tree-view'
import './orgs.css'

/** The tree's fixed height: it is a virtual list, only the rows in view are in the page. */
const TREE_HEIGHT = 560

/**
 * 组织机构 (/system/org): the company's departments under the root (id -1), with a search that
 * opens the way down to its matches, expand / collapse all, and per node 新增下级, 编辑 (name,
 * order, move to another parent) and 删除 (after the spec's confirmation). Saving refreshes the
 * tree; the nodes the user opened stay open.
 */
export function Component() {
  // a fresh cache-buster per visit, as the legacy screen sends
  const [date] = useState(() => Date.now())
  const query = useGetOrgTreeQuery({ ShowTop: true, date })
  const items = useMemo(() => orgTreeData(query.data), [query.data])
  const view = useOrgTreeView(items)
  const removeOrg = useDeleteOrg()
  const [dialog, setDialog] = useState<{ open: boolean; target?: OrgDialogTarget }>({
    open: false,
  })

  const on = useMemo<OrgNodeActions>(
    () => ({
      addChild: (node: OrgNode) => setDialog({ open: true, target: { mode: 'add', node } }),
      edit: (node: OrgNode) => setDialog({ open: true, target: { mode: 'edit', node } }),
      remove: (node: OrgNode) => void removeOrg(node),
    }),
    [removeOrg],
  )

  let body
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />
  else if (query.isError)
    body = (
      <ListError
        error={query.error}
        title="组织机构加载失败"
        onRetry={() => void query.refetch()}
      />
    )
  else if (!view.shown.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  else
    body = (
      <OrgTreeView
        treeData={view.shown}
        expandedKeys={view.expandedKeys}
        onExpand={view.expand}
        selectedKey={view.selectedKey}
        onSelect={view.select}
        on={on}
        height={TREE_HEIGHT}
      />
    )

  return (
    <ListPage fallbackTitle="组织机构" onIntent={OrgDialog.preload}>
      <div className="orgs-toolbar" role="toolbar" aria-label="组织机构操作">
        <Input
          className="orgs-toolbar__search"
          allowClear
          aria-label="搜索部门"
          placeholder="搜索部门"
          prefix={<SearchOutlined aria-hidden />}
          value={view.search}
          onChange={(event) => view.setSearch(event.target.value)}
        />
        <Button onClick={view.expandAll} disabled={!view.shown.length}>
          展开全部
        </Button>
        <Button onClick={view.collapseAll} disabled={!view.shown.length}>
          收起全部
        </Button>
        <span className="orgs-toolbar__status" role="status">
          {view.searching && !query.isLoading ? `找到 ${view.matches} 个部门` : ''}
        </span>
      </div>
      {body}
      <OrgDialog
        open={dialog.open}
        target={dialog.target}
        items={items}
        onSaved={view.reveal}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </ListPage>
  )
}
