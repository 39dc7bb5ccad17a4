import { Empty, Tag, Tree, type TreeDataNode } from 'antd'
import { useMemo } from 'react'
import type { MenuItem } from '../../api/types'
import { nodeKey, toggleNode, type PermissionIndex } from './permission-model'

/** The types of the permission tree (behaviour B3.6: 0 menu, 1 page, 2 permission). */
const TYPES: Record<number, { label: string; color: string }> = {
  0: { label: '菜单', color: 'blue' },
  1: { label: '页面', color: 'green' },
  2: { label: '权限', color: 'orange' },
}

function treeData(nodes: MenuItem[], parent?: string): TreeDataNode[] {
  return nodes.map((node, position) => {
    const type = node.type === undefined ? undefined : TYPES[node.type]
    const key = nodeKey(node, parent, position)
    // without an id there is nothing to grant: it shows, unchecked, and says why
    const blind = node.id === undefined
    return {
      key,
      disableCheckbox: blind,
      title: (
        <span className="role-tree__node">
          <span>{node.name || '—'}</span>
          {type && (
            <Tag color={type.color} variant="filled">
              {type.label}
            </Tag>
          )}
          {blind && <Tag variant="filled">缺少编号，不能授权</Tag>}
        </span>
      ),
      children: treeData(node.child, key),
    }
  })
}

/** Props of PermissionTree: a form control over the checked keys. */
export interface PermissionTreeProps {
  nodes: MenuItem[]
  index: PermissionIndex
  value?: string[]
  onChange?: (keys: string[]) => void
}

/**
 * The permission tree of a role: every node checked on its own (a page without all of its
 * buttons); checking a node checks its ancestors and subtree, unchecking unchecks the subtree.
 * A click on a name checks it too; the arrow keys move and space checks.
 */
export function PermissionTree({ nodes, index, value = [], onChange }: PermissionTreeProps) {
  const data = useMemo(() => treeData(nodes), [nodes])
  if (data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return (
    <div className="role-tree">
      <Tree
        aria-label="权限"
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={data}
        checkedKeys={value}
        onCheck={(_, info) =>
          onChange?.(toggleNode(value, String(info.node.key), info.checked, index))
        }
      />
    </div>
  )
}
