import { Suspense, useContext, useState } from 'react'
import { Avatar, Dropdown, theme, type MenuProps } from 'antd'
import { DownOutlined, EditOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons'
import { useAppSelector } from '../lib/hooks'
import { selectInfo } from '../lib/session-slice'
import { AccountDialogSlot, type AccountDialogName } from './account-slot'
import { useLogout } from './use-logout'

const items: MenuProps['items'] = [
  { key: 'profile', icon: <EditOutlined />, label: '编辑资料' },
  { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
]

/** The user-centre dropdown of the navbar: edit info and change password dialogs, log out. */
export function UserMenu() {
  const info = useAppSelector(selectInfo)
  const logout = useLogout()
  const [dialog, setDialog] = useState<AccountDialogName | null>(null)
  const accountDialog = useContext(AccountDialogSlot)
  const name = info?.chnName ?? ''
  // the theme colour of the settings drawer, not a fixed blue
  const { token } = theme.useToken()
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile' || key === 'password') setDialog(key)
    else if (key === 'logout') void logout()
  }
  const close = () => setDialog(null)
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          className="navbar-action navbar-user"
          aria-label={`用户中心：${name}`}
        >
          <Avatar
            size={30}
            src={info?.headImage || undefined}
            alt=""
            style={{ background: token.colorPrimary }}
          >
            {name.slice(0, 1)}
          </Avatar>
          <span className="navbar-user__name">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
      {accountDialog && dialog && (
        <Suspense fallback={null}>{accountDialog({ dialog, onClose: close })}</Suspense>
      )}
    </>
  )
}
