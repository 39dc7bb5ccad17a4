import { Alert, Form, Select } from 'antd'
import { useGetRoleListPageQuery, type RoleListQuery } from '../../api/sys-role'
import { useSaveUserRoleMutation } from '../../api/sys-userrole'
import type { UserRow } from '../../api/user-user'
import { FormDialog } from '../../components/list/form-dialog'
import { LoadError } from '../../components/load-error'
import { useAppSelector } from '../../lib/hooks'
import { toastError } from '../../lib/feedback'
import { runMutation } from '../../lib/mutation'
import { useRefreshSession } from '../../lib/reload-session'
import { selectInfo } from '../../lib/session-slice'

/** Every role, for the picker (behaviour B9.6: 1000 rows). */
const ALL_ROLES: RoleListQuery = { PageIndex: 1, pageRows: 1000 }

interface RoleValues {
  roleCodes: string[]
}

/** SaveUserRole replaces a user's roles: without the ones the user has, a save would drop them. */
export const ROLES_UNREAD = '未能读取该用户现有的角色，无法保存（保存会替换其全部角色）'

export interface UserRoleDialogProps {
  open: boolean
  /** whose roles are set; the dialog shows nothing to save without one */
  user?: UserRow
  onClose: () => void
}

/**
 * 配置角色: the user's roles (codes) out of all roles; 确定 saves them with SaveUserRole. Saving
 * one's own roles reloads one's menus and action values (any save does, when the session did not
 * say who one is). A row that did not carry the user's roles cannot be saved.
 */
export function UserRoleDialog({ open, user, onClose }: UserRoleDialogProps) {
  const roles = useGetRoleListPageQuery(ALL_ROLES, { skip: !open })
  const [saveUserRole] = useSaveUserRoleMutation()
  const me = useAppSelector(selectInfo)?.userId
  const refreshSession = useRefreshSession()
  // a role is saved by its code: a row without one cannot be chosen
  const options = (roles.data?.rows ?? []).flatMap((r) =>
    r.code ? [{ value: r.code, label: r.roleName || r.code }] : [],
  )

  const unread = !!user && user.roleCode === undefined
  const save = async ({ roleCodes }: RoleValues) => {
    if (!user?.userId) return false
    if (unread) {
      toastError(ROLES_UNREAD)
      return false
    }
    const body = { UserId: user.userId, RoleList: roleCodes ?? [] }
    const saved = await runMutation(saveUserRole(body), '设置成功')
    // the sidebar and the buttons follow at once when the account is (or may be) the signed-in one
    if (saved && (!me || user.userId === me)) void refreshSession()
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
      {user && <p>用户：{user.chnName ?? '-'}</p>}
      {unread && (
        <Alert type="warning" showIcon title={ROLES_UNREAD} style={{ marginBottom: 16 }} />
      )}
      {roles.isError && (
        <LoadError error={roles.error} title="角色加载失败" onRetry={() => void roles.refetch()} />
      )}
      <Form.Item name="roleCodes" label="角色">
        <Select
          mode="multiple"
          allowClear
          disabled={unread}
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
