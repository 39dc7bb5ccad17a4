import { Typography } from 'antd'
import { ListPage } from '../../components/list/list-page'
import { CurrentRoles } from './current-roles'
import { RoleDemo } from './demo-check'
import './permission-demo.css'

/**
 * 角色权限 (/permission/role, a template demo): the route itself admits the admin role only; the
 * page shows the current roles and one role check.
 */
function RolePermissionPage() {
  return (
    <ListPage fallbackTitle="角色权限">
      <CurrentRoles />
      <Typography.Paragraph>
        本页的路由仅允许 admin 角色进入，editor 或其他角色打开此地址会看到 401 页面。
      </Typography.Paragraph>
      <ul className="permission-demo__list">
        <RoleDemo roles={['admin']} text="你是 admin，可以进入本页" />
      </ul>
    </ListPage>
  )
}

export { RolePermissionPage as Component }
