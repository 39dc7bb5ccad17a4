import { useMemo, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Button, Input } from 'antd'
import { useGetOrgTreeQuery, type OrgNode } from '../../api/user-org'
import type { DialogMode } from '../../components/list/form-dialog'
import { ListPage } from '../../components/list/list-page'
import { useDialog } from '../../components/list/use-dialog'
import { QueryState } from '../../components/query-state'
import { orgTreeData } from '../../components/org-post/org-tree'
import { useDeleteOrg } from './org-actions'
import { OrgDialog } from './org-dialog-loader'
import { OrgTreeView, type OrgNodeActions } from './org-tree-view'
import { useOrgTreeView } from './use-org-tree-view'
import './orgs.css'

/** The tree's fixed height: it is a virtual list, only the rows in view are in the page. */
const TREE_HEIGHT = 560

/**
 * 组织机构 (/system/org): the company's departments under the root (id -1), with a search that
 * opens the way down to its matches, expand / collapse all, and per node 新增下级, 编辑 (name,
 * order, move to another parent) and 删除 (after the confirmation of behaviour B8.8). Saving
 * refreshes the tree; the nodes the user opened stay open.
 */
function OrgsPage() {
  // a fresh cache-buster per visit, as the legacy screen sends
  const [date] = useState(() => Date.now())
  const query = useGetOrgTreeQuery({ ShowTop: true, date })
  const items = useMemo(() => orgTreeData(query.data), [query.data])
  const view = useOrgTreeView(items)
  const removeOrg = useDeleteOrg()
  // add opens on the parent node, edit on the node itself
  const dialog = useDialog<DialogMode, OrgNode>()
  const { open } = dialog

  const on = useMemo<OrgNodeActions>(
    () => ({
      addChild: (node: OrgNode) => open('add', node),
      edit: (node: OrgNode) => open('edit', node),
      remove: (node: OrgNode) => void removeOrg(node),
    }),
    [open, removeOrg],
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
      <QueryState query={query} empty={!view.shown.length} errorTitle="组织机构加载失败" rows={9}>
        <OrgTreeView
          treeData={view.shown}
          expandedKeys={view.expandedKeys}
          onExpand={view.expand}
          selectedKey={view.selectedKey}
          onSelect={view.select}
          on={on}
          height={TREE_HEIGHT}
        />
      </QueryState>
      <OrgDialog
        open={dialog.isOpen()}
        target={dialog.kind && dialog.row && { mode: dialog.kind, node: dialog.row }}
        items={items}
        onSaved={view.reveal}
        onClose={dialog.close}
      />
    </ListPage>
  )
}

export { OrgsPage as Component }
