import { Alert, Button, Form, Skeleton } from 'antd'
import type { MenuItem } from '../../api/types'
import { LoadError } from '../../components/load-error'
import type { PermissionIndex } from './permission-model'
import { PermissionTree } from './permission-tree'
import { NO_CODE_NOTICE, UNREADABLE_NOTICE, type PermissionState } from './role-save'

/** Props of PermissionField. */
export interface PermissionFieldProps {
  nodes: MenuItem[]
  index: PermissionIndex
  /** the keys the role holds that the tree shows (none when adding) */
  checked: string[]
  permissions: PermissionState
  /** what failed (tree-failed, role-failed), for its message */
  error?: unknown
  /** loads what failed or could not be read again */
  retry: () => void
}

// Said under a notice: why 确定 will not save.
const KEPT = '为免清空它的权限，本次不能保存；可关闭后重试。'

/**
 * The 权限 field of the role dialog. It joins the form once the tree and the role's permissions
 * are in, with the role's ids checked: saving before that would drop the role's permissions. When
 * they cannot be read, the tree's place says so and the field stays out of the form.
 */
export function PermissionField({
  nodes,
  index,
  checked,
  permissions,
  error,
  retry,
}: PermissionFieldProps) {
  const label = '权限'
  const { state } = permissions
  if (state === 'tree-failed' || state === 'role-failed')
    return (
      <Form.Item label={label}>
        <LoadError
          error={error}
          title={state === 'tree-failed' ? '权限树加载失败' : '角色权限加载失败'}
          onRetry={retry}
        />
      </Form.Item>
    )
  if (state === 'no-code' || state === 'unreadable')
    return (
      <Form.Item label={label}>
        <Alert
          type="warning"
          showIcon
          title={state === 'no-code' ? NO_CODE_NOTICE : UNREADABLE_NOTICE}
          description={KEPT}
          action={
            state === 'unreadable' && (
              <Button size="small" onClick={retry}>
                重新读取
              </Button>
            )
          }
        />
      </Form.Item>
    )
  if (state === 'loading')
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
