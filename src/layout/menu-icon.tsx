import type { ReactNode } from 'react'
import {
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, BookOutlined, DashboardOutlined,
  EditOutlined, FileOutlined, FileTextOutlined, FolderOutlined, FormOutlined, IdcardOutlined, KeyOutlined,
  LinkOutlined, LockOutlined, MailOutlined, MessageOutlined, NotificationOutlined, ReadOutlined, SettingOutlined,
  SoundOutlined, StarOutlined, TableOutlined, TeamOutlined, ToolOutlined, TrophyOutlined, UnorderedListOutlined,
  UserOutlined, VideoCameraOutlined,
} from '@ant-design/icons'

// Icon names come from the server menu list and the legacy svg-icon set; both map onto antd icons.
const icons: Record<string, ReactNode> = {
  read: <ReadOutlined />,
  education: <ReadOutlined />,
  book: <BookOutlined />,
  setting: <SettingOutlined />,
  notification: <NotificationOutlined />,
  user: <UserOutlined />,
  people: <UserOutlined />,
  team: <TeamOutlined />,
  peoples: <TeamOutlined />,
  lock: <LockOutlined />,
  password: <KeyOutlined />,
  apartment: <ApartmentOutlined />,
  tree: <ApartmentOutlined />,
  idcard: <IdcardOutlined />,
  video: <VideoCameraOutlined />,
  folder: <FolderOutlined />,
  audit: <AuditOutlined />,
  sound: <SoundOutlined />,
  message: <MessageOutlined />,
  email: <MailOutlined />,
  form: <FormOutlined />,
  edit: <EditOutlined />,
  trophy: <TrophyOutlined />,
  star: <StarOutlined />,
  file: <FileOutlined />,
  documentation: <FileTextOutlined />,
  dashboard: <DashboardOutlined />,
  chart: <BarChartOutlined />,
  table: <TableOutlined />,
  list: <UnorderedListOutlined />,
  link: <LinkOutlined />,
  skill: <ToolOutlined />,
}

const fallback = <AppstoreOutlined />

/** The antd icon for a menu icon name; unknown or missing names get a generic tile icon. */
export function menuIcon(name: string | undefined): ReactNode {
  return (name && icons[name]) || fallback
}
