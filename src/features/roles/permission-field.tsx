import { Form, Skeleton } from 'antd'
import type { MenuItem } from '../../api/types'
import { ListError } from '../../components/list/list-error'
import type { PermissionIndex } from './permission-model'
import { PermissionTree } from './permission-tree'

/** Where one of the dialog's loads stands. */
export interface LoadState {
  ready: boolean
  error?: unknown
  retry: () => void
}

/** Props of PermissionField. */
export interface PermissionFieldProps {
  nodes: MenuItem[]
  index: PermissionIndex
  /** the keys the role holds that the tree shows (none when adding) */
  checked: string[]
  /** GetRoleTree, and GetCurrentRoles when editing */
  tree: LoadState
  current: LoadState
}

/**
 * The 权限 field of the role dialog. It joins the form once the tree and the role's permissions
 * are in, with the role's ids checked: saving before that would drop the role's permissions.
 */
export function PermissionField({ nodes, index, checked, tree, current }: PermissionFieldProps) {
  const failed = tree.error
    ? { error: tree.error, title: '权限树加载失败', retry: tree.retry }
    : current.error
      ? { error: current.error, title: '角色权限加载失败', retry: current.retry }
      : undefined
  const label = '权限'
  if (failed)
    return (
      <Form.Item label={label}>
        <ListError error={failed.error} title={failed.title} onRetry={failed.retry} />
      </Form.Item>
    )
  if (!tree.ready || !current.ready)
    return (
      <Form.Item label={label}>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Form.Item>
    )
  return (
    <Form.Item
      name="actionIds"
      label={label}
      initialValue={checked}
      extra="勾选一项会同时勾选其上级菜单和全部下级；取消勾选会同时取消其下级。"
    >
      <PermissionTree nodes={nodes} index={index} />
    </Form.Item>
  )
}
