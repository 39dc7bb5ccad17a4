import { useGetRankingListQuery } from '../../api/train-res'
import { RankingList } from '../../components/ranking-list'
import { studyHoursLabel } from '../../components/study-hours'
import { useAppSelector } from '../../lib/hooks'
import { selectInfo } from '../../lib/session-slice'
import { LearnerPage } from './learner-page'
import { FULL_RANKING, myRankIndex } from './my-rank'
import { QueryState } from '../../components/query-state'

/** 学习排行: the top learners by study hours, the learner's own row marked as 我的排名. */
function RankingPage() {
  const query = useGetRankingListQuery(FULL_RANKING)
  const entries = query.data ?? []
  const info = useAppSelector(selectInfo)
  const mine = myRankIndex(entries, info)
  const me = mine >= 0 ? entries[mine] : undefined
  return (
    <LearnerPage>
      <QueryState query={query} empty={!entries.length} errorTitle="学习排行加载失败" rows={8}>
        {me && (
          <p className="ranking-page__me">
            我的排名：第 <strong>{mine + 1}</strong> 名，{studyHoursLabel(me.studyHoursStr)}
          </p>
        )}
        <RankingList entries={entries} current={me ? mine : undefined} />
      </QueryState>
    </LearnerPage>
  )
}

export { RankingPage as Component }
