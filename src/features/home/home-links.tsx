import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { LinkGroup } from '../../components/link-group'
import { HomeSection, SectionBody } from './home-section'

// Link groups 3-5 (2 is the quick-entry row, 0 the banner, 1 the header, 6 the partners).
const GROUPS = [
  { linkType: 3, title: '岗位技能' },
  { linkType: 4, title: '职工社团' },
  { linkType: 5, title: '培训项目' },
] as const

function LinkGroupBlock({ linkType, title }: { linkType: number; title: string }) {
  const query = useGetLinkListByTypeQuery({ linkType })
  const links = query.data?.data ?? []
  return (
    <HomeSection id={`home-links-${linkType}`} title={title}>
      <SectionBody query={query} empty={!links.length} rows={4}>
        <LinkGroup links={links} />
      </SectionBody>
    </HomeSection>
  )
}

/** The job skill, club and project link groups side by side. */
export function HomeLinks() {
  return (
    <div className="home-grid home-grid--3">
      {GROUPS.map((g) => <LinkGroupBlock key={g.linkType} linkType={g.linkType} title={g.title} />)}
    </div>
  )
}
