import { memo, useCallback, type MouseEvent, type ReactNode } from 'react'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { Button, Tree } from 'antd'
import type { Direction, ResDirItem } from './resdir-tree'

/** What a node's buttons do. */
export interface ResDirNodeActions {
  addChild: (item: ResDirItem) => void
  rename: (item: ResDirItem) => void
  move: (item: ResDirItem, direction: Direction) => void
  remove: (item: ResDirItem) => void
}

export interface ResDirTreeViewProps {
  treeData: ResDirItem[]
  expandedKeys: string[]
  onExpand: (keys: string[]) => void
  selectedKey?: string
  onSelect: (key: string) => void
  on: ResDirNodeActions
  /** a reorder is on its way: the move buttons wait */
  moving: boolean
  height: number
}

function Action(props: {
  label: string
  name: string
  icon: ReactNode
  danger?: boolean
  disabled?: boolean
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
      disabled={props.disabled}
      icon={props.icon}
      aria-label={`${props.label}：${props.name}`}
      tabIndex={props.tabbable ? 0 : -1}
      // the tree reads Enter, space and the arrows itself: keys on a button stay with the button
      onKeyDown={(event) => event.stopPropagation()}
      onClick={click}
    >
      <span className="resdir-node__action-text">{props.label}</span>
    </Button>
  )
}

/**
 * The resource directory tree: a virtual list (only the rows in view are in the page). A node's
 * buttons (新增下级, 重命名, 上移, 下移, 删除) show on hover and on the selected node; with the
 * keyboard, the arrows move in the focused tree, space selects, Tab reaches the selected node's
 * buttons.
 */
export const ResDirTreeView = memo(function ResDirTreeView({
  treeData,
  expandedKeys,
  onExpand,
  selectedKey,
  onSelect,
  on,
  moving,
  height,
}: ResDirTreeViewProps) {
  const title = useCallback(
    (item: ResDirItem) => {
      const name = item.title
      const tabbable = item.key === selectedKey
      return (
        <span className="resdir-node">
          <span className="resdir-node__name">{name}</span>
          <span className="resdir-node__actions">
            <Action
              label="新增下级"
              name={name}
              tabbable={tabbable}
              icon={<PlusOutlined aria-hidden />}
              run={() => on.addChild(item)}
            />
            <Action
              label="重命名"
              name={name}
              tabbable={tabbable}
              icon={<EditOutlined aria-hidden />}
              run={() => on.rename(item)}
            />
            <Action
              label="上移"
              name={name}
              tabbable={tabbable}
              disabled={moving || item.index === 0}
              icon={<ArrowUpOutlined aria-hidden />}
              run={() => on.move(item, 'up')}
            />
            <Action
              label="下移"
              name={name}
              tabbable={tabbable}
              disabled={moving || item.index === item.siblings - 1}
              icon={<ArrowDownOutlined aria-hidden />}
              run={() => on.move(item, 'down')}
            />
            <Action
              label="删除"
              name={name}
              tabbable={tabbable}
              danger
              icon={<DeleteOutlined aria-hidden />}
              run={() => on.remove(item)}
            />
          </span>
        </span>
      )
    },
    [on, selectedKey, moving],
  )

  return (
    <Tree<ResDirItem>
      className="resdir-tree"
      aria-label="资源目录"
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
