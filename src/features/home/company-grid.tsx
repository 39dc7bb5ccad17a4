import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { Link } from '../../api/types'
import { linkAction } from '../../lib/public-links'

/** Partner links carry their logo in pcBanner (as the banners do); the spec names no logo field. */

function Tile({ link }: { link: Link }) {
  const name = link.pcLinkName || link.linkName || ''
  const action = linkAction(link)
  const body: ReactNode = (
    <>
      <span className="company-grid__logo">
        {link.pcBanner ? (
          <img src={link.pcBanner} alt="" loading="lazy" />
        ) : (
          <span aria-hidden>{name.slice(0, 2)}</span>
        )}
      </span>
      <span className="company-grid__name">{name}</span>
    </>
  )
  if (action.kind === 'window') {
    return (
      <a className="company-grid__tile" href={action.url} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    )
  }
  if (action.kind === 'route')
    return (
      <RouterLink className="company-grid__tile" to={action.to}>
        {body}
      </RouterLink>
    )
  return <div className="company-grid__tile company-grid__tile--static">{body}</div>
}

/** The partner companies (link group 6), four per row on a desktop. */
export function CompanyGrid({ links }: { links: Link[] }) {
  return (
    <ul className="company-grid" aria-label="合作单位列表">
      {links.map((link, i) => (
        <li key={i}>
          <Tile link={link} />
        </li>
      ))}
    </ul>
  )
}
