import { useGetRegulationsQuery } from '../../api/sys-notice'
import { LearnerPage } from './learner-page'
import { QueryState } from '../../components/query-state'
import { RegulationFiles } from './regulation-files'

/** 规章制度: the rules and regulations files, to download (behaviour B2.29). */
function RegulationsPage() {
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

export { RegulationsPage as Component }
