import { useCallback, type MouseEvent, type ReactNode } from 'react'
import { Button, Tooltip, Tree, type TreeDataNode } from 'antd'
import './action-tree.css'

/** One button of a node. */
export interface NodeAction {
  label: string
  icon: ReactNode
  danger?: boolean
  disabled?: boolean
  run: () => void
}

export interface ActionTreeProps<T extends TreeDataNode & { key: string; title: string }> {
  /** the classes' prefix: `<prefix>-tree` on the tree, `<prefix>-node` and its parts on a node */
  prefix: string
  /** the tree's accessible name */
  label: string
  treeData: T[]
  expandedKeys: string[]
  onExpand: (keys: string[]) => void
  selectedKey?: string
  onSelect: (key: string) => void
  /** the whole name of a node (its buttons' names; a tooltip when the shown title is cut) */
  nameOf: (item: T) => string
  /** a node's buttons, in their order (keep the function stable: a new one draws every node) */
  actions: (item: T) => NodeAction[]
  height: number
}

function ActionButton({
  action,
  name,
  tabbable,
  textClass,
}: {
  action: NodeAction
  name: string
  /** only the selected node's buttons are in the Tab order */
  tabbable: boolean
  textClass: string
}) {
  const click = (event: MouseEvent) => {
    // the node's own click would select (or unselect) it
    event.stopPropagation()
    action.run()
  }
  return (
    <Button
      size="small"
      type="link"
      danger={action.danger}
      disabled={action.disabled}
      icon={action.icon}
      aria-label={`${action.label}：${name}`}
      tabIndex={tabbable ? 0 : -1}
      // the tree reads Enter, space and the arrows itself: keys on a button stay with the button
      onKeyDown={(event) => event.stopPropagation()}
      onClick={click}
    >
      <span className={`action-node__action-text ${textClass}`}>{action.label}</span>
    </Button>
  )
}

/**
 * A tree with buttons on its nodes: a virtual list (only the rows in view are in the page), a
 * node's buttons show on hover and on the selected node; with the keyboard, the arrows move in
 * the focused tree, space selects, Tab reaches the selected node's buttons. A click on the
 * selected node keeps it selected. On a phone the buttons are icons only.
 */
export function ActionTree<T extends TreeDataNode & { key: string; title: string }>({
  prefix,
  label,
  treeData,
  expandedKeys,
  onExpand,
  selectedKey,
  onSelect,
  nameOf,
  actions,
  height,
}: ActionTreeProps<T>) {
  const node = `${prefix}-node`
  const title = useCallback(
    (item: T) => {
      const name = nameOf(item)
      const tabbable = item.key === selectedKey
      return (
        <span className={`action-node ${node}`}>
          <Tooltip title={item.title !== name ? name : undefined}>
            <span className={`${node}__name`}>{item.title}</span>
          </Tooltip>
          <span className={`action-node__actions ${node}__actions`}>
            {actions(item).map((action) => (
              <ActionButton
                key={action.label}
                action={action}
                name={name}
                tabbable={tabbable}
                textClass={`${node}__action-text`}
              />
            ))}
          </span>
        </span>
      )
    },
    [node, nameOf, actions, selectedKey],
  )

  return (
    <Tree<T>
      className={`action-tree ${prefix}-tree`}
      aria-label={label}
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
}
