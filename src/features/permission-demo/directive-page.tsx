import { ListPage } from '../../components/list/list-page'
import { CurrentRoles } from './current-roles'
import { ActionDemo, RoleDemo } from './demo-check'
import './permission-demo.css'

/**
 * 指令权限 (/permission/directive, a template demo): what the role check and the action check
 * (src/components/role-check.tsx, action-check.tsx) show for the current account.
 */
function DirectivePermissionPage() {
  return (
    <ListPage fallbackTitle="指令权限">
      <CurrentRoles />
      <h2 className="permission-demo__section">角色检查</h2>
      <ul className="permission-demo__list">
        <RoleDemo roles={['admin']} text="只有 admin 角色能看到这段内容" />
        <RoleDemo roles={['editor']} text="只有 editor 角色能看到这段内容" />
        <RoleDemo roles={['admin', 'editor']} text="admin 或 editor 角色都能看到这段内容" />
      </ul>
      <h2 className="permission-demo__section">权限检查</h2>
      <ul className="permission-demo__list">
        <ActionDemo code="role.add" text="持有“新增角色”权限（role.add）才能看到这段内容" />
        <ActionDemo code="role.edit" text="持有“编辑角色”权限（role.edit）才能看到这段内容" />
        <ActionDemo code="User.AddUser" text="持有“新增用户”权限（User.AddUser）才能看到这段内容" />
      </ul>
    </ListPage>
  )
}

export { DirectivePermissionPage as Component }
