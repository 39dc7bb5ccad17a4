import { Button } from 'antd'
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { selectSidebarOpened, sidebarToggled } from './app-slice'
import { AppBreadcrumb } from './breadcrumb'
import { MessageBell } from './message-bell'
import { SettingsDrawer } from './settings-drawer'
import { UserMenu } from './user-menu'
import './layout.css'

/** The top bar: sidebar toggle, breadcrumb, unread messages, layout settings and the user centre. */
export function Navbar() {
  const dispatch = useAppDispatch()
  const opened = useAppSelector(selectSidebarOpened)
  return (
    <header className="navbar">
      <Button
        type="text"
        className="navbar-hamburger"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={opened}
        onClick={() => dispatch(sidebarToggled())}
      />
      <AppBreadcrumb />
      <div className="navbar-right">
        <MessageBell />
        <SettingsDrawer />
        <UserMenu />
      </div>
    </header>
  )
}
