import { memo, useCallback } from 'react'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { ActionTree, type NodeAction } from '../../components/action-tree/action-tree'
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

const nameOf = (item: ResDirItem) => item.title

/**
 * The resource directory tree: a virtual list (only the rows in view are in the page). A node's
 * buttons (新增下级, 重命名, 上移, 下移, 删除) show on hover and on the selected node; with the
 * keyboard, the arrows move in the focused tree, space selects, Tab reaches the selected node's
 * buttons. 上移 / 下移 wait while a move is on its way, and stay off where the order is unknown
 * (the page says why).
 */
export const ResDirTreeView = memo(function ResDirTreeView({
  on,
  moving,
  ...tree
}: ResDirTreeViewProps) {
  const actions = useCallback(
    (item: ResDirItem): NodeAction[] => [
      { label: '新增下级', icon: <PlusOutlined aria-hidden />, run: () => on.addChild(item) },
      { label: '重命名', icon: <EditOutlined aria-hidden />, run: () => on.rename(item) },
      {
        label: '上移',
        disabled: moving || !item.movable || item.index === 0,
        icon: <ArrowUpOutlined aria-hidden />,
        run: () => on.move(item, 'up'),
      },
      {
        label: '下移',
        disabled: moving || !item.movable || item.index === item.siblings - 1,
        icon: <ArrowDownOutlined aria-hidden />,
        run: () => on.move(item, 'down'),
      },
      {
        label: '删除',
        danger: true,
        icon: <DeleteOutlined aria-hidden />,
        run: () => on.remove(item),
      },
    ],
    [on, moving],
  )
  return <ActionTree prefix="resdir" label="资源目录" nameOf={nameOf} actions={actions} {...tree} />
})
