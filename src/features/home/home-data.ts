import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { assumedApi } from '../../api/assumed'
import { sysNoticeApi } from '../../api/sys-notice'
import { trainResApi } from '../../api/train-res'

// What the home page asks for, in one place: the sections ask with these arguments, and the
// /home route's loader (app/router.tsx) starts the same calls while the page's code downloads.

/** Items in each notice and news list. */
export const HOME_LIST_LIMIT = 6
/** Courses per hot-course tab (IndexHotRes top). */
export const HOT_TOP = 10
/** Link groups: 0 the banner, 1 the header, 2 the quick entries, 3-5 the link blocks, 6 the partners. */
const LINK_TYPES = [0, 1, 2, 3, 4, 5, 6]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>

/** Starts every call of the home page's first screen (answers already cached are not asked again). */
export function prefetchHome(dispatch: Dispatch): void {
  for (const linkType of LINK_TYPES)
    dispatch(assumedApi.util.prefetch('getLinkListByType', { linkType }, {}))
  dispatch(assumedApi.util.prefetch('getHomeResDirList', undefined, {}))
  dispatch(trainResApi.util.prefetch('indexHotRes', { dCode: '', top: HOT_TOP }, {}))
  for (const Type of [4, 5])
    dispatch(
      sysNoticeApi.util.prefetch('getIndexPageListNotice', { Type, limit: HOME_LIST_LIMIT }, {}),
    )
  for (const typeid of [1, 2] as const)
    dispatch(
      assumedApi.util.prefetch('getNewsListByTypeId', { typeid, limit: HOME_LIST_LIMIT }, {}),
    )
}
