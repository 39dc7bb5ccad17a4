import type { Link } from '../../api/types'

// Link rows carry their picture in pcBanner (banner and partner groups).
export type ImageLink = Link & { pcBanner?: string }

/** The name a link shows (pcLinkName, else linkName). */
export const linkName = (link: Link) => link.pcLinkName || link.linkName || ''
