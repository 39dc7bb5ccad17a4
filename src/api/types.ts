import * as v from 'valibot'
import { count, id, maybe } from './schema'
// Types shared by several controllers (spec section 3). Each controller file exports its own DTO
// types; field names keep the backend's spelling on purpose (map to nicer names only in a feature).

/** A node of GetUserMenuList / GetRoleTree (type 0 menu, 1 page, 2 permission). */
export interface MenuItem {
  id: number | string
  parentId?: number | string
  type?: 0 | 1 | 2
  name: string
  url?: string
  value?: string
  needAction?: 0 | 1
  sort?: number
  isHidden?: 0 | 1 | boolean
  status?: number
  code?: string
  icon?: string
  child?: MenuItem[] | null
  roleList?: { name: string; value: string }[]
}

/** Paged list answers: data.models and data.totalCount. */
export interface PageData<T> {
  models: T[]
  totalCount: number
}

/** Record ids: the legacy backend mixes numeric ids and string codes. */
export type Id = string | number

/** Answers shaped {item1, item2} (GetUserCount, user statistics). */
export interface ItemPair<A = number, B = number> {
  item1: A
  item2: B
}

/** Link; linkType 0-6 groups. */
export interface Link {
  id?: Id
  pcLinkName?: string
  pcLinkUrl?: string
  linkName?: string
  sortOrder?: number
  linkType?: number
  /** the picture of a banner or partner link (groups 0 and 6) */
  pcBanner?: string
}

/** What a link row must have: a name to show (the rest is read defensively). */
export const linkRow = v.looseObject({
  id: maybe(id),
  pcLinkName: maybe(v.string()),
  linkName: maybe(v.string()),
  pcLinkUrl: maybe(v.string()),
  pcBanner: maybe(v.string()),
  sortOrder: maybe(count),
  linkType: maybe(count),
})
