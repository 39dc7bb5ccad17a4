import type { Link } from '../../api/types'
import type { BannerSlide } from '../../components/banner-carousel'
import { linkAction } from '../../lib/public-links'

/** The name a link shows (pcLinkName, else linkName). */
export const linkName = (link: Link) => link.pcLinkName || link.linkName || ''

/** The slides of the banner links (group 0) that have a picture (pcBanner, an assumed field). */
export function bannerSlides(links: readonly Link[]): BannerSlide[] {
  return links.flatMap((link, i) =>
    link.pcBanner
      ? [{ key: i, image: link.pcBanner, alt: linkName(link), action: linkAction(link) }]
      : [],
  )
}

/**
 * Titles of link groups 3-5 (behaviour B2.13: job skill, club, project), the same on /home and
 * /firstclassindex.
 */
export const LINK_GROUPS = [
  { linkType: 3, title: '岗位技能' },
  { linkType: 4, title: '职工俱乐部' },
  { linkType: 5, title: '培训项目' },
] as const
