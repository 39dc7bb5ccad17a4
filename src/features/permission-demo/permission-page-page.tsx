import { Typography } from 'antd'
import { Link } from 'react-router'
import { ListPage } from '../../components/list/list-page'
import { RoleCheck } from '../../components/role-check'
import { paths } from '../../lib/paths'
import { CurrentRoles } from './current-roles'
import './permission-demo.css'

/**
 * 页面权限 (/permission/page, a template demo): the routes check roles before a page opens. This
 * page and 指令权限 are open to admin and editor, 角色权限 to admin only; anybody else gets 401.
 */
function PagePermissionPage() {
  return (
    <ListPage fallbackTitle="页面权限">
      <CurrentRoles />
      <Typography.Paragraph>
        页面权限由路由检查：本页与“指令权限”页仅 admin、editor 角色可进入，“角色权限”页仅 admin
        角色可进入；其他角色打开这些地址会看到 401 页面。
      </Typography.Paragraph>
      <ul className="permission-demo__list">
        <li>
          <Link to={paths.permissionDirective}>指令权限</Link>：admin、editor 可进入
        </li>
        <RoleCheck roles={['admin']}>
          <li>
            <Link to={paths.permissionRole}>角色权限</Link>：仅 admin 可进入（此链接也只对 admin
            显示）
          </li>
        </RoleCheck>
      </ul>
    </ListPage>
  )
}

export { PagePermissionPage as Component }
