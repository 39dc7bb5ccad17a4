import { Avatar, Dropdown, type MenuProps } from 'antd'
import { DownOutlined, EditOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useSelector } from 'react-redux'
import { selectInfo } from '../lib/session-slice'
import { useLogout } from './use-logout'

const items: MenuProps['items'] = [
  { key: 'profile', icon: <EditOutlined />, label: '编辑资料' },
  { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
]

/** The user-centre dropdown of the navbar: edit profile, change password, log out. */
export function UserMenu() {
  const info = useSelector(selectInfo)
  const navigate = useNavigate()
  const logout = useLogout()
  const name = info?.chnName ?? ''
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile/index')
    else if (key === 'password') void navigate('/profile/index?tab=password')
    else if (key === 'logout') void logout()
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="navbar-action navbar-user" aria-label={`用户中心：${name}`}>
        <Avatar size={30} src={info?.headImage || undefined} alt="" style={{ background: '#1677ff' }}>
          {name.slice(0, 1)}
        </Avatar>
        <span className="navbar-user__name">{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  )
}
