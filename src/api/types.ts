import * as v from 'valibot'
import { record } from './answer'
import { maybe } from './schema'
// Types shared by several controllers (behaviour B3). Each controller file exports its own DTO
// types; field names keep the backend's spelling on purpose (map to nicer names only in a feature).

/**
 * A node of the permission tree (GetRoleTree, GetActionById; behaviour B3.6): type 0
 * menu, 1 page, 2 permission. Every field is documented, and every one may still be missing from
 * a real answer: an id, a type, a status or a flag the answer did not carry stays undefined (the
 * screens say so or refuse what needs it); only `name` and `child` read as '' and [] when absent.
 * The schema that gives it is in sys-action.ts.
 */
export interface MenuItem {
  id?: Id
  parentId?: Id
  type?: number
  name: string
  url?: string
  value?: string
  /** 0/1 */
  needAction?: 0 | 1
  sort?: number
  /** 0/1 */
  isHidden?: 0 | 1
  /** 0 invalid, otherwise valid */
  status?: number
  code?: string
  icon?: string
  child: MenuItem[]
  /** a page's button permissions; undefined when the answer did not carry a readable list */
  roleList?: { name: string; value: string }[]
}

/** Paged list answers: data.models and data.totalCount. */
export interface PageData<T> {
  models: T[]
  totalCount: number
}

/** Record ids: the legacy backend mixes numeric ids and string codes. */
export type Id = string | number

/**
 * A link of a link group (linkType 0-6, asked by group). pcLinkName, linkName and pcLinkUrl are
 * documented; pcBanner, the picture of a banner or partner link (groups 0 and 6), is an
 * assumption: without it banners and partners show their names.
 */
export const linkRow = record({
  pcLinkName: maybe(v.string()),
  linkName: maybe(v.string()),
  pcLinkUrl: maybe(v.string()),
  pcBanner: maybe(v.string()),
})
export type Link = v.InferOutput<typeof linkRow>
