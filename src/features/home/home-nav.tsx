import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { LinkGroup, PillsLoading } from '../../components/link-group'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'

/** Middle navigation (link group 2): quick entries under the banner. */
export function HomeMiddleNav() {
  const query = useGetLinkListByTypeQuery({ linkType: 2 })
  const links = query.data ?? []
  return (
    <HomeSection id="home-quick" title="快捷入口" className="home-quick">
      <QueryState query={query} empty={!links.length} loading={<PillsLoading />}>
        <LinkGroup links={links} variant="pills" />
      </QueryState>
    </HomeSection>
  )
}
