import type { Link } from '../../api/types'

/** The name a link shows (pcLinkName, else linkName). */
export const linkName = (link: Link) => link.pcLinkName || link.linkName || ''

/** Titles of link groups 3-5 (spec 2: job skill, club, project), the same on /home and /firstclassindex. */
export const LINK_GROUPS = [
  { linkType: 3, title: '岗位技能' },
  { linkType: 4, title: '职工俱乐部' },
  { linkType: 5, title: '培训项目' },
] as const
