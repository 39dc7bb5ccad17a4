import { StarFilled } from '@ant-design/icons'
import { Avatar } from 'antd'
import { useGetRankingListQuery } from '../../api/train-res'
import { StudyHours } from '../../components/ranking-list'
import { QueryState } from '../../components/query-state'
import { DashboardCard } from './dashboard-card'
import { DASHBOARD_RANKING } from './queries'

const STARS = 3

/**
 * Learning stars (学习之星): the spec names the card but no call of its own, so it shows the
 * top three of the ranking, from the very answer the ranking card asked for (no extra request).
 */
export function StarsCard() {
  const query = useGetRankingListQuery(DASHBOARD_RANKING)
  const stars = (query.data ?? []).slice(0, STARS)
  return (
    <DashboardCard title="学习之星">
      <QueryState query={query} empty={!stars.length} errorTitle="学习之星加载失败" rows={3}>
        <ol className="dash-stars">
          {stars.map((s, i) => (
            <li key={`${i}-${s.chnName}`} className="dash-stars__item">
              <span className="dash-stars__marks" aria-hidden>
                {Array.from({ length: STARS - i }, (_, k) => (
                  <StarFilled key={k} />
                ))}
              </span>
              <Avatar size={48} src={s.headImg || undefined} alt="">
                {Array.from(s.chnName.trim())[0] ?? '?'}
              </Avatar>
              <span className="sr-only">第{i + 1}名</span>
              <span className="dash-stars__name">{s.chnName}</span>
              <StudyHours className="dash-stars__hours" value={s.studyHoursStr} />
            </li>
          ))}
        </ol>
      </QueryState>
    </DashboardCard>
  )
}
