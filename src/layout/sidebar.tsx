import { Avatar, Drawer, Layout, theme } from 'antd'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { config } from '../lib/env'
import { paths } from '../lib/paths'
import { selectInfo } from '../lib/session-slice'
import { selectDevice, selectSidebarOpened, sidebarClosed } from './app-slice'
import { selectSettings } from './settings-slice'
import { SidebarMenu } from './sidebar-menu'
import './layout.css'

export const SIDEBAR_WIDTH = 210
const COLLAPSED_WIDTH = 64

function UserBlock({ collapsed }: { collapsed: boolean }) {
  const info = useAppSelector(selectInfo)
  const name = info?.chnName ?? ''
  // the theme colour of the settings drawer, not a fixed blue
  const { token } = theme.useToken()
  return (
    <div className={collapsed ? 'sidebar-user is-collapsed' : 'sidebar-user'}>
      <Avatar
        size={collapsed ? 32 : 48}
        src={info?.headImage || undefined}
        alt={name}
        style={{ background: token.colorPrimary, flex: 'none' }}
      >
        {name.slice(0, 1)}
      </Avatar>
      {!collapsed && (
        <div className="sidebar-user__text">
          <div className="sidebar-user__name">{name}</div>
          {info?.postName && <div className="sidebar-user__post">{info.postName}</div>}
        </div>
      )}
    </div>
  )
}

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const { sidebarLogo } = useAppSelector(selectSettings)
  return (
    <>
      {sidebarLogo && (
        <Link
          to={paths.dashboard}
          className="sidebar-logo"
          aria-label={`${config.title}，回到我的首页`}
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {!collapsed && <span className="sidebar-logo__title">{config.title}</span>}
        </Link>
      )}
      <UserBlock collapsed={collapsed} />
      <SidebarMenu collapsed={collapsed} />
    </>
  )
}

/** The left menu: a collapsible column on desktop, a drawer below the mobile breakpoint. */
export function Sidebar() {
  const dispatch = useAppDispatch()
  const opened = useAppSelector(selectSidebarOpened)
  const device = useAppSelector(selectDevice)
  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={() => dispatch(sidebarClosed())}
        size={SIDEBAR_WIDTH}
        closable={false}
        title={null}
        aria-label="侧边栏"
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <SidebarContent collapsed={false} />
      </Drawer>
    )
  }
  return (
    <Layout.Sider
      className="sidebar"
      aria-label="侧边栏"
      collapsed={!opened}
      collapsedWidth={COLLAPSED_WIDTH}
      width={SIDEBAR_WIDTH}
      trigger={null}
    >
      <SidebarContent collapsed={!opened} />
    </Layout.Sider>
  )
}
