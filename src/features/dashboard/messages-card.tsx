import { Link } from 'react-router'
import { useGetMessagePageQuery } from '../../api/sys-message'
import { formatRelative } from '../../lib/format'
import { paths } from '../../lib/paths'
import { QueryState } from '../../components/query-state'
import { DashboardCard } from './dashboard-card'
import { DASHBOARD_MESSAGES } from './queries'

/**
 * The latest messages; each leads to the message centre, unread ones are marked. A message needs
 * none of its undocumented fields here: without an id it is keyed by its place, without a title
 * it shows its text or 消息, without a time no date.
 */
export function MessagesCard() {
  const query = useGetMessagePageQuery(DASHBOARD_MESSAGES)
  const messages = (query.data?.rows ?? []).slice(0, DASHBOARD_MESSAGES.pageRows)
  const more = (
    <Link to={paths.messages} aria-label="更多消息">
      更多
    </Link>
  )
  return (
    <DashboardCard title="最新消息" extra={more}>
      <QueryState query={query} empty={!messages.length} errorTitle="最新消息加载失败" rows={5}>
        <ul className="dash-list">
          {messages.map((m, i) => {
            // only a message the answer says is unread is marked (no isRead: no mark)
            const unread = m.isRead === 0
            const title = m.title || m.content || '消息'
            const time = formatRelative(m.createTime)
            return (
              <li
                key={m.id ?? `at-${i}`}
                className={`dash-list__item ${unread ? 'dash-list__item--unread' : ''}`}
              >
                {unread && <span className="dash-list__dot" aria-hidden />}
                <Link to={paths.messages} className="dash-list__title" title={title}>
                  {unread && <span className="sr-only">未读：</span>}
                  {title}
                </Link>
                {time && <time className="dash-list__date">{time}</time>}
              </li>
            )
          })}
        </ul>
      </QueryState>
    </DashboardCard>
  )
}
