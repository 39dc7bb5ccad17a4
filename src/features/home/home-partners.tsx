import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { ActionLink } from '../../components/action-link'
import { linkAction } from '../../lib/public-links'
import { linkName } from './home-link-data'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'

/** Partner logos (link group 6), four per row; a partner without a logo shows its name. */
export function HomePartners() {
  const query = useGetLinkListByTypeQuery({ linkType: 6 })
  const partners = query.data ?? []
  return (
    <HomeSection id="home-partners" title="合作单位">
      <QueryState query={query} empty={!partners.length} rows={2}>
        <ul className="home-partners">
          {partners.map((p, i) => (
            <li key={i}>
              <ActionLink action={linkAction(p)} className="home-partner" title={linkName(p)}>
                {p.pcBanner ? (
                  <img src={p.pcBanner} alt={linkName(p)} className="home-partner__logo" />
                ) : (
                  <span>{linkName(p)}</span>
                )}
              </ActionLink>
            </li>
          ))}
        </ul>
      </QueryState>
    </HomeSection>
  )
}
