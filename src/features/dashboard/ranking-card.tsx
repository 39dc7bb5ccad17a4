import { useGetRankingListQuery } from '../../api/train-res'
import { RankingList } from '../../components/ranking-list'
import { QueryState } from '../../components/query-state'
import { DashboardCard } from './dashboard-card'
import { DASHBOARD_RANKING } from './queries'

/** Lesson ranking: the top five learners by study hours. */
export function RankingCard() {
  const query = useGetRankingListQuery(DASHBOARD_RANKING)
  const entries = (query.data ?? []).slice(0, DASHBOARD_RANKING.limit)
  return (
    <DashboardCard title="学习排行">
      <QueryState query={query} empty={!entries.length} errorTitle="学习排行加载失败" rows={5}>
        <RankingList entries={entries} />
      </QueryState>
    </DashboardCard>
  )
}
