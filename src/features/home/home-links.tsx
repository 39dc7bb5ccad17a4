import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { LinkGroup } from '../../components/link-group'
import { LINK_GROUPS } from './home-link-data'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'

function LinkGroupBlock({ linkType, title }: { linkType: number; title: string }) {
  const query = useGetLinkListByTypeQuery({ linkType })
  const links = query.data ?? []
  return (
    <HomeSection id={`home-links-${linkType}`} title={title}>
      <QueryState query={query} empty={!links.length} rows={4}>
        <LinkGroup links={links} />
      </QueryState>
    </HomeSection>
  )
}

/** Link groups 3-5 (job skill, club, project) side by side; 0 is the banner, 1 the header, 2 the quick entries, 6 the partners. */
export function HomeLinks() {
  return (
    <div className="home-grid home-grid--3">
      {LINK_GROUPS.map((g) => (
        <LinkGroupBlock key={g.linkType} linkType={g.linkType} title={g.title} />
      ))}
    </div>
  )
}
