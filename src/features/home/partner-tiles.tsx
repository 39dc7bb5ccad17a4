import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { ActionLink } from '../../components/action-link'
import { QueryState } from '../../components/query-state'
import { linkAction } from '../../lib/public-links'
import { linkName } from './home-link-data'
import './partner-tiles.css'

/**
 * Partner logos (link group 6), four per row (two on a narrow screen); a partner without a logo
 * shows its name. The tiles of /home and /firstclassindex, each inside its own page's section.
 */
export function PartnerTiles() {
  const query = useGetLinkListByTypeQuery({ linkType: 6 })
  const partners = query.data ?? []
  return (
    <QueryState query={query} empty={!partners.length} rows={2}>
      <ul className="partner-tiles">
        {partners.map((p, i) => (
          <li key={i}>
            <ActionLink action={linkAction(p)} className="partner-tile" title={linkName(p)}>
              {p.pcBanner ? (
                <img src={p.pcBanner} alt={linkName(p)} className="partner-tile__logo" />
              ) : (
                <span>{linkName(p)}</span>
              )}
            </ActionLink>
          </li>
        ))}
      </ul>
    </QueryState>
  )
}
