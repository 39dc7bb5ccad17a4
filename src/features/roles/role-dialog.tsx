import { Form, Grid, Input } from 'antd'
import { useMemo } from 'react'
import { useGetRoleTreeQuery } from '../../api/sys-action'
import {
  useAddRoleMutation,
  useEditRoleMutation,
  useGetCurrentRolesQuery,
} from '../../api/sys-role'
import type { MenuItem } from '../../api/types'
import { FormDialog } from '../../components/list/form-dialog'
import { toastWarning } from '../../lib/feedback'
import { useAppSelector } from '../../lib/hooks'
import { runMutation } from '../../lib/mutation'
import { selectRoles } from '../../lib/session-slice'
import { heldIds, indexTree } from './permission-model'
import { PermissionField } from './permission-field'
import { ROLE_TREE_QUERY, type RoleRow } from './role-query'
import {
  NOT_READY,
  roleBody,
  roleTypeState,
  saveRefusal,
  type PermissionState,
  type RoleValues,
} from './role-save'
import { RoleTypeField } from './role-type-field'
import { NO_ROLE_TYPE } from './role-types'
import { useRefreshSession } from '../../lib/reload-session'
import './roles.css'

/** Props of RoleDialog. */
export interface RoleDialogProps {
  open: boolean
  /** the row edited; undefined adds a role */
  role?: RoleRow
  onClose: () => void
}

const NO_NODES: MenuItem[] = []

/**
 * 新增角色 / 编辑角色: name, type and permission tree; AddRole or EidtRole with roleAct. A type once
 * set stays (behaviour B3.2). The role's permissions are sent whole, so an edit whose permissions
 * could not be read is refused (role-save.ts). Saving a role the user holds reloads their menus and
 * action values.
 */
export function RoleDialog({ open, role, onClose }: RoleDialogProps) {
  const narrow = !!Grid.useBreakpoint().xs
  // not skipped when closed: the tree stays while the dialog fades out (lazyDialog mounts this
  // only once it has opened)
  const tree = useGetRoleTreeQuery(ROLE_TREE_QUERY)
  const code = role?.code
  const current = useGetCurrentRolesQuery({ RoleCode: code ?? '' }, { skip: !code })
  const [addRole] = useAddRoleMutation()
  const [editRole] = useEditRoleMutation()
  const myRoles = useAppSelector(selectRoles)
  const refreshSession = useRefreshSession()

  const nodes = tree.data ?? NO_NODES
  const index = useMemo(() => indexTree(nodes), [nodes])
  // currentData: another role's permissions never show while this one's load
  const currentRole = current.currentData
  const held = useMemo(() => (role ? heldIds(currentRole) : []), [role, currentRole])
  const checked = useMemo(() => (held ?? []).filter((k) => index.id.has(k)), [held, index])
  const typeState = roleTypeState(role)
  const initialValues = useMemo(
    () => ({ roleName: role?.roleName ?? '', sysRoleEnum: role ? role.sysRoleEnum : NO_ROLE_TYPE }),
    [role],
  )

  const permissions: PermissionState = tree.error
    ? { state: 'tree-failed' }
    : role && !code
      ? { state: 'no-code' }
      : role && current.error
        ? { state: 'role-failed' }
        : !tree.data || (role && !current.currentData)
          ? { state: 'loading' }
          : held === undefined
            ? { state: 'unreadable' }
            : { state: 'ready', held }

  const submit = async (values: Partial<RoleValues>) => {
    if (permissions.state !== 'ready' || !values.actionIds) {
      toastWarning(saveRefusal(permissions, !!role) ?? NOT_READY)
      return false
    }
    const body = roleBody(
      role,
      {
        roleName: values.roleName ?? '',
        sysRoleEnum: values.sysRoleEnum,
        actionIds: values.actionIds,
      },
      permissions.held,
      index,
    )
    const saved = await runMutation(role ? editRole(body) : addRole(body), '保存成功')
    // the sidebar and the buttons follow at once when the user holds the role (by name: the
    // session knows its roles by name)
    if (saved && role && myRoles?.includes(role.roleName)) void refreshSession()
    return saved
  }

  return (
    <FormDialog<Partial<RoleValues>>
      open={open}
      mode={role ? 'edit' : 'add'}
      subject="角色"
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      labelWidth={96}
      layout={narrow ? 'vertical' : 'horizontal'}
      width={narrow ? undefined : 680}
    >
      <Form.Item
        name="roleName"
        label="角色名称"
        rules={[
          { required: true, whitespace: true, message: '请输入角色名称' },
          { max: 50, message: '角色名称不能超过50个字符' },
        ]}
      >
        <Input autoFocus data-autofocus maxLength={50} placeholder="请输入角色名称" />
      </Form.Item>
      <RoleTypeField type={typeState} />
      <PermissionField
        nodes={nodes}
        index={index}
        checked={checked}
        permissions={permissions}
        error={tree.error ?? current.error}
        retry={() => void (tree.error ? tree.refetch() : current.refetch())}
      />
    </FormDialog>
  )
}
