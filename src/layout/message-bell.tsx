import { Badge } from 'antd'
import { BellOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { useGetUnreadCountQuery } from '../api/sys-message'
import { paths } from '../lib/paths'

/** The unread-message bell; opens the message centre. Without a count it shows no number. */
export function MessageBell() {
  const { data } = useGetUnreadCountQuery()
  const count = data ?? 0
  return (
    <Link
      to={paths.messages}
      className="navbar-action"
      aria-label={count > 0 ? `消息中心，${count} 条未读` : '消息中心'}
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  )
}
