import { Form, Grid, Input } from 'antd'
import { useMemo } from 'react'
import { useGetRoleTreeQuery } from '../../api/sys-action'
import {
  useAddRoleMutation,
  useEidtRoleMutation,
  useGetCurrentRolesQuery,
  type Role,
} from '../../api/sys-role'
import type { MenuItem } from '../../api/types'
import { FormDialog } from '../../components/list/form-dialog'
import { toastWarning } from '../../lib/feedback'
import { useAppSelector } from '../../lib/hooks'
import { runMutation } from '../../lib/mutation'
import { selectRoles } from '../../lib/session-slice'
import { heldIds, indexTree, roleActOf } from './permission-model'
import { PermissionField } from './permission-field'
import { ROLE_TREE_QUERY, type RoleRow } from './role-query'
import { RoleTypeField } from './role-type-field'
import { NO_ROLE_TYPE } from './role-types'
import { useRefreshSession } from '../../lib/reload-session'
import './roles.css'

interface RoleValues {
  roleName: string
  sysRoleEnum?: number
  /** undefined until the permission tree is in the form */
  actionIds?: string[]
}

/** Props of RoleDialog. */
export interface RoleDialogProps {
  open: boolean
  /** the row edited; undefined adds a role */
  role?: RoleRow
  onClose: () => void
}

const NO_NODES: MenuItem[] = []
const NOT_READY = '权限数据尚未加载完成，请稍后再保存'

/**
 * 新增角色 / 编辑角色: name, type and permission tree; AddRole or EidtRole with roleAct. A type once
 * set stays (spec 3). Saving a role the user holds reloads their menus and action values.
 */
export function RoleDialog({ open, role, onClose }: RoleDialogProps) {
  const narrow = !!Grid.useBreakpoint().xs
  // not skipped when closed: the tree stays while the dialog fades out (lazyDialog mounts this
  // only once it has opened)
  const tree = useGetRoleTreeQuery(ROLE_TREE_QUERY)
  const current = useGetCurrentRolesQuery({ RoleCode: role?.code ?? '' }, { skip: !role })
  const [addRole] = useAddRoleMutation()
  const [eidtRole] = useEidtRoleMutation()
  const myRoles = useAppSelector(selectRoles)
  const refreshSession = useRefreshSession()

  const answer = tree.data?.data
  const nodes = Array.isArray(answer) ? answer : NO_NODES
  const index = useMemo(() => indexTree(nodes), [nodes])
  // currentData: another role's permissions never show while this one's load
  const currentRole = current.currentData?.data
  const held = useMemo(() => (role ? heldIds(currentRole) : []), [role, currentRole])
  const checked = useMemo(() => held.filter((k) => index.id.has(k)), [held, index])
  const locked = !!role && Number(role.sysRoleEnum ?? NO_ROLE_TYPE) !== NO_ROLE_TYPE
  const initialValues = useMemo(
    () => ({ roleName: role?.roleName ?? '', sysRoleEnum: Number(role?.sysRoleEnum ?? 0) }),
    [role],
  )

  const submit = async ({ roleName, sysRoleEnum, actionIds }: RoleValues) => {
    if (actionIds === undefined) {
      toastWarning(NOT_READY)
      return false
    }
    const fields = {
      roleName: roleName.trim(),
      sysRoleEnum: locked ? Number(role!.sysRoleEnum) : Number(sysRoleEnum ?? NO_ROLE_TYPE),
      roleAct: roleActOf(actionIds, held, index),
    }
    const body: Role = role ? { ...role, ...fields } : { code: '', ...fields }
    const saved = await runMutation(role ? eidtRole(body) : addRole(body), '保存成功')
    // the sidebar and the buttons follow at once when the user holds the role (by name: the
    // session knows its roles by name)
    if (saved && role && myRoles?.includes(role.roleName)) void refreshSession()
    return saved
  }

  return (
    <FormDialog<RoleValues>
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
        <Input autoFocus maxLength={50} placeholder="请输入角色名称" />
      </Form.Item>
      <RoleTypeField locked={locked} />
      <PermissionField
        nodes={nodes}
        index={index}
        checked={checked}
        tree={{ ready: !!tree.data, error: tree.error, retry: () => void tree.refetch() }}
        current={{
          ready: !role || !!current.currentData,
          error: role ? current.error : undefined,
          retry: () => void current.refetch(),
        }}
      />
    </FormDialog>
  )
}
