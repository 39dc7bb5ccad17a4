import { useGetRegulationsQuery } from '../../api/sys-notice'
import { LearnerPage } from './learner-page'
import { QueryState } from '../../components/query-state'
import { RegulationFiles } from './regulation-files'

/** 规章制度 (spec 2, "Rules and regulations page listing downloadable files"). */
export function Component() {
  const query = useGetRegulationsQuery()
  const files = query.data ?? []
  return (
    <LearnerPage>
      <QueryState query={query} empty={!files.length} errorTitle="规章制度加载失败">
        <RegulationFiles files={files} />
      </QueryState>
    </LearnerPage>
  )
}
