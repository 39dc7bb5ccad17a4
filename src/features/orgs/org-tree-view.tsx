import { memo, useCallback, type MouseEvent, type ReactNode } from 'react'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Tooltip, Tree } from 'antd'
import type { OrgNode } from '../../api/user-org'
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

function Action(props: {
  label: string
  name: string
  icon: ReactNode
  danger?: boolean
  /** only the selected node's buttons are in the Tab order */
  tabbable: boolean
  run: () => void
}) {
  const click = (event: MouseEvent) => {
    // the node's own click would select (or unselect) it
    event.stopPropagation()
    props.run()
  }
  return (
    <Button
      size="small"
      type="link"
      danger={props.danger}
      icon={props.icon}
      aria-label={`${props.label}：${props.name}`}
      tabIndex={props.tabbable ? 0 : -1}
      // the tree reads Enter, space and the arrows itself: keys on a button stay with the button
      onKeyDown={(event) => event.stopPropagation()}
      onClick={click}
    >
      <span className="org-node__action-text">{props.label}</span>
    </Button>
  )
}

/**
 * The organisation tree: a virtual list (only the rows in view are in the page, so 2,000
 * departments open and scroll at once), names cut after 18 characters with the whole name in a
 * tooltip. A node's buttons show on hover and on the selected node: with the keyboard, the arrows
 * move in the focused tree, space selects, Tab reaches the selected node's 新增下级 / 编辑 / 删除.
 * The root takes children but is neither edited nor deleted.
 */
export const OrgTreeView = memo(function OrgTreeView({
  treeData,
  expandedKeys,
  onExpand,
  selectedKey,
  onSelect,
  on,
  height,
}: OrgTreeViewProps) {
  const title = useCallback(
    (item: OrgTreeItem) => {
      const { node, fullName } = item
      const cut = item.title !== fullName
      const tabbable = item.key === selectedKey
      return (
        <span className="org-node">
          <Tooltip title={cut ? fullName : undefined}>
            <span className="org-node__name">{item.title}</span>
          </Tooltip>
          <span className="org-node__actions">
            <Action
              label="新增下级"
              name={fullName}
              tabbable={tabbable}
              icon={<PlusOutlined aria-hidden />}
              run={() => on.addChild(node)}
            />
            {!isRoot(node) && (
              <>
                <Action
                  label="编辑"
                  name={fullName}
                  tabbable={tabbable}
                  icon={<EditOutlined aria-hidden />}
                  run={() => on.edit(node)}
                />
                <Action
                  label="删除"
                  name={fullName}
                  tabbable={tabbable}
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  run={() => on.remove(node)}
                />
              </>
            )}
          </span>
        </span>
      )
    },
    [on, selectedKey],
  )

  return (
    <Tree<OrgTreeItem>
      className="org-tree"
      aria-label="组织机构"
      treeData={treeData}
      virtual
      height={height}
      blockNode
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      selectedKeys={selectedKey ? [selectedKey] : []}
      // a click on the selected node keeps it selected (antd would unselect it)
      onSelect={(keys) => {
        if (keys.length) onSelect(String(keys[0]))
      }}
      titleRender={title}
    />
  )
})
