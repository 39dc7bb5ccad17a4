import { Button, Skeleton } from 'antd'
import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { ActionLink } from '../../components/action-link'
import { LinkGroup } from '../../components/link-group'
import { linkAction } from '../../lib/public-links'
import { linkName } from './home-link-data'
import { HomeSection, SectionBody } from './home-section'

/** Top navigation (link group 1) inside the public header; it degrades to a retry button. */
export function HomeTopNav() {
  const query = useGetLinkListByTypeQuery({ linkType: 1 })
  if (query.isLoading) return <Skeleton.Input active size="small" />
  if (query.isError) {
    return <Button type="link" size="small" onClick={() => void query.refetch()}>导航加载失败，重试</Button>
  }
  return (
    <ul className="home-top-nav">
      {(query.data?.data ?? []).map((link, i) => (
        <li key={link.id ?? i}>
          <ActionLink action={linkAction(link)} className="home-top-nav__link">{linkName(link)}</ActionLink>
        </li>
      ))}
    </ul>
  )
}

/** Middle navigation (link group 2): quick entries under the banner. */
export function HomeMiddleNav() {
  const query = useGetLinkListByTypeQuery({ linkType: 2 })
  const links = query.data?.data ?? []
  return (
    <HomeSection id="home-quick" title="快捷入口" className="home-quick">
      <SectionBody query={query} empty={!links.length} rows={1}>
        <LinkGroup links={links} variant="pills" />
      </SectionBody>
    </HomeSection>
  )
}
