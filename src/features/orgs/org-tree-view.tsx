import { memo, useCallback } from 'react'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { OrgNode } from '../../api/user-org'
import { ActionTree, type NodeAction } from '../../components/action-tree/action-tree'
import type { OrgTreeItem } from '../../components/org-post/org-tree'
import { isRoot } from './org-form'

/** What a node's buttons do. */
export interface OrgNodeActions {
  addChild: (node: OrgNode) => void
  edit: (node: OrgNode) => void
  remove: (node: OrgNode) => void
}

export interface OrgTreeViewProps {
  treeData: OrgTreeItem[]
  expandedKeys: string[]
  onExpand: (keys: string[]) => void
  selectedKey?: string
  onSelect: (key: string) => void
  on: OrgNodeActions
  height: number
}

const fullNameOf = (item: OrgTreeItem) => item.fullName

/**
 * The organisation tree: a virtual list (only the rows in view are in the page, so 2,000
 * departments open and scroll at once), names cut after 18 characters with the whole name in a
 * tooltip. A node's buttons show on hover and on the selected node: with the keyboard, the arrows
 * move in the focused tree, space selects, Tab reaches the selected node's 新增下级 / 编辑 / 删除.
 * The root takes children but is neither edited nor deleted.
 */
export const OrgTreeView = memo(function OrgTreeView({ on, ...tree }: OrgTreeViewProps) {
  const actions = useCallback(
    ({ node }: OrgTreeItem): NodeAction[] => [
      { label: '新增下级', icon: <PlusOutlined aria-hidden />, run: () => on.addChild(node) },
      ...(isRoot(node)
        ? []
        : [
            { label: '编辑', icon: <EditOutlined aria-hidden />, run: () => on.edit(node) },
            {
              label: '删除',
              danger: true,
              icon: <DeleteOutlined aria-hidden />,
              run: () => on.remove(node),
            },
          ]),
    ],
    [on],
  )
  return (
    <ActionTree prefix="org" label="组织机构" nameOf={fullNameOf} actions={actions} {...tree} />
  )
})
