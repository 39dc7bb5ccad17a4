import { useGetLinkListByTypeQuery } from '../../api/assumed'
import { BannerCarousel } from '../../components/banner-carousel'
import { LinkGroup } from '../../components/link-group'
import { bannerSlides } from './home-link-data'
import { QueryState } from '../../components/query-state'
import { FirstClassSection } from './first-class-section'
import { PartnerTiles } from './partner-tiles'

/**
 * Banners (link group 0), 360 px; below 992 px wide they keep the 10:3 shape of their pictures,
 * so that none is cropped. Banner links without a picture show as a row of named links instead.
 */
export function FirstClassBanners() {
  const query = useGetLinkListByTypeQuery({ linkType: 0 })
  const links = query.data ?? []
  const slides = bannerSlides(links)
  return (
    <div className="fc-banners">
      <QueryState query={query} empty={!links.length} rows={6}>
        {slides.length ? (
          <BannerCarousel
            slides={slides}
            height={360}
            narrowShape="10 / 3"
            label="第一课堂轮播图"
          />
        ) : (
          <LinkGroup links={links} variant="pills" label="第一课堂轮播图" />
        )}
      </QueryState>
    </div>
  )
}

/** Middle navigation (link group 2) as a row of quick entries under the banners. */
export function FirstClassMiddleNav() {
  const query = useGetLinkListByTypeQuery({ linkType: 2 })
  const links = query.data ?? []
  return (
    <nav className="fc-middle-nav" aria-label="快捷导航">
      <QueryState query={query} empty={!links.length} rows={1}>
        <LinkGroup links={links} variant="pills" />
      </QueryState>
    </nav>
  )
}

export interface FirstClassLinksProps {
  id: string
  title: string
  linkType: 3 | 4 | 5
}

/** One list of links: job skills (3), clubs (4) or projects (5). */
export function FirstClassLinks({ id, title, linkType }: FirstClassLinksProps) {
  const query = useGetLinkListByTypeQuery({ linkType })
  const links = query.data ?? []
  return (
    <FirstClassSection id={id} title={title}>
      <QueryState query={query} empty={!links.length} rows={3}>
        <LinkGroup links={links} label={title} />
      </QueryState>
    </FirstClassSection>
  )
}

/** 合作单位 on /firstclassindex: the partner tiles. */
export function FirstClassPartners() {
  return (
    <FirstClassSection id="fc-partners" title="合作单位">
      <PartnerTiles />
    </FirstClassSection>
  )
}
