import { Form, Select } from 'antd'
import { useGetRoleListPageQuery, type RoleListQuery } from '../../api/sys-role'
import { useSaveUserRoleMutation } from '../../api/sys-userrole'
import type { UserRow } from '../../api/user-user'
import { FormDialog } from '../../components/list/form-dialog'
import { ListError } from '../../components/list/list-error'
import { useAppSelector } from '../../lib/hooks'
import { runMutation } from '../../lib/mutation'
import { useRefreshSession } from '../../lib/reload-session'
import { selectInfo } from '../../lib/session-slice'

/** Every role, for the picker (spec: 1000 rows). */
const ALL_ROLES: RoleListQuery = { PageIndex: 1, pageRows: 1000 }

interface RoleValues {
  roleCodes: string[]
}

export interface UserRoleDialogProps {
  open: boolean
  /** whose roles are set; the dialog shows nothing to save without one */
  user?: UserRow
  onClose: () => void
}

/**
 * 配置角色: the user's roles (codes) out of all roles; 确定 saves them with SaveUserRole. Saving
 * one's own roles reloads one's menus and action values.
 */
export function UserRoleDialog({ open, user, onClose }: UserRoleDialogProps) {
  const roles = useGetRoleListPageQuery(ALL_ROLES, { skip: !open })
  const [saveUserRole] = useSaveUserRoleMutation()
  const me = useAppSelector(selectInfo)?.userId
  const refreshSession = useRefreshSession()
  const options = (roles.data?.data?.models ?? []).map((r) => ({
    value: r.code,
    label: r.roleName,
  }))

  const save = async ({ roleCodes }: RoleValues) => {
    if (!user) return false
    const body = { UserId: user.userId, RoleList: roleCodes ?? [] }
    const saved = await runMutation(saveUserRole(body), '设置成功')
    // the sidebar and the buttons follow at once when the account is the signed-in one
    if (saved && me && user.userId === me) void refreshSession()
    return saved
  }

  return (
    <FormDialog<RoleValues>
      open={open}
      mode="edit"
      title="配置角色"
      layout="vertical"
      initialValues={{ roleCodes: user?.roleCode ?? [] }}
      onSubmit={save}
      onClose={onClose}
    >
      {user && <p>用户：{user.chnName}</p>}
      {roles.isError && (
        <ListError error={roles.error} title="角色加载失败" onRetry={() => void roles.refetch()} />
      )}
      <Form.Item name="roleCodes" label="角色">
        <Select
          mode="multiple"
          allowClear
          loading={roles.isFetching}
          placeholder="请选择角色"
          options={options}
          // the role names are searched in the page, all roles being loaded
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={roles.isFetching ? '加载中…' : '暂无数据'}
        />
      </Form.Item>
    </FormDialog>
  )
}
