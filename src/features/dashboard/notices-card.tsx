import { useGetIndexPageListNoticeQuery } from '../../api/sys-notice'
import { ActionLink } from '../../components/action-link'
import { formatDateTime } from '../../lib/format'
import { QueryState } from '../../components/query-state'
import { DashboardCard } from './dashboard-card'
import { noticeLink } from './dashboard-links'
import { DASHBOARD_NOTICES } from './queries'

/** The latest notices; each opens inside the shell (external ones in a new tab). */
export function NoticesCard() {
  const query = useGetIndexPageListNoticeQuery(DASHBOARD_NOTICES)
  const notices = (query.data ?? []).slice(0, DASHBOARD_NOTICES.limit)
  return (
    <DashboardCard title="通知公告">
      <QueryState query={query} empty={!notices.length} errorTitle="通知公告加载失败" rows={5}>
        <ul className="dash-list">
          {notices.map((n) => (
            <li key={n.noticeSysCode} className="dash-list__item">
              <ActionLink action={noticeLink(n)} className="dash-list__title" title={n.noticeTitle}>
                {n.noticeTitle}
              </ActionLink>
              <time className="dash-list__date">{formatDateTime(n.releaseTime)}</time>
            </li>
          ))}
        </ul>
      </QueryState>
    </DashboardCard>
  )
}
