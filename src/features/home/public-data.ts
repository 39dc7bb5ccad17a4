import type { Prefetch, PrefetchDispatch } from '../../lib/route-prefetch'
import { assumedApi } from '../../api/assumed'
import { baseNewsApi, type NewsDetailBody } from '../../api/base-news'
import { sysNoticeApi } from '../../api/sys-notice'
import { trainResApi } from '../../api/train-res'
import { parseListState } from '../../components/list/list-state'
import { isNewsType, newsListBody, newsListSpec } from './news-list-query'
import { HOME_LIST_LIMIT, HOT_TOP } from './first-calls'

// What the public pages ask for, in one place: the pages ask with these arguments, and their
// routes' loaders (route-loader.ts, publicPageLoader) start the same calls while the code downloads.

/** The partner link group (合作单位). */
export const PARTNER_LINKS = 6
/** Link groups after the banner (0): 1 the header, 2 the quick entries, 3-5 the link blocks, 6 the partners. */
const LINK_TYPES = [1, 2, 3, 4, 5, 6]

/** /newsitem?newsId=: numeric ids go as numbers, as the list answers carry them; null without one. */
export function newsItemArgs(params: URLSearchParams): NewsDetailBody | null {
  const newsId = (params.get('newsId') ?? '').trim()
  if (!newsId) return null
  return { id: /^\d+$/.test(newsId) ? Number(newsId) : newsId, isread: 1 }
}

/** /viewnoticeitem?noticeSysCode=: the code, trimmed ('' without one). */
export const noticeSysCodeOf = (params: URLSearchParams) =>
  (params.get('noticeSysCode') ?? '').trim()

/**
 * Starts every call of the home page's first screen (answers already cached are not asked again),
 * what the visitor came for first: the news and notice lists, the courses and the banner, then the
 * other link groups. A browser sends six at a time to one host; the lists went out last and arrived
 * last. Settles once the first screen's answers are in (or have failed): the loader of the
 * prerendered home page waits for it (route-loader.ts).
 */
function prefetchHome(dispatch: PrefetchDispatch): Promise<unknown> {
  const first = [
    ...([1, 2] as const).map((typeid) =>
      dispatch(
        assumedApi.endpoints.getNewsListByTypeId.initiate(
          { typeid, limit: HOME_LIST_LIMIT },
          { subscribe: false },
        ),
      ),
    ),
    dispatch(
      trainResApi.endpoints.indexHotRes.initiate({ dCode: '', top: HOT_TOP }, { subscribe: false }),
    ),
    dispatch(assumedApi.endpoints.getHomeResDirList.initiate(undefined, { subscribe: false })),
    ...([4, 5] as const).map((Type) =>
      dispatch(
        sysNoticeApi.endpoints.getIndexPageListNotice.initiate(
          { Type, limit: HOME_LIST_LIMIT },
          { subscribe: false },
        ),
      ),
    ),
    dispatch(
      assumedApi.endpoints.getLinkListByType.initiate({ linkType: 0 }, { subscribe: false }),
    ),
  ]
  for (const linkType of LINK_TYPES)
    dispatch(assumedApi.util.prefetch('getLinkListByType', { linkType }, {}))
  return Promise.all(first)
}

/** The calls each public page's loader starts, by page, from the URL's query. */
export const publicData = {
  home: prefetchHome,
  newsList(dispatch: PrefetchDispatch, params: URLSearchParams) {
    if (!isNewsType(params.get('typeId'))) return
    const body = newsListBody(parseListState(params, newsListSpec))
    dispatch(assumedApi.util.prefetch('getNewsPageListByTypeId', body, {}))
  },
  newsItem(dispatch: PrefetchDispatch, params: URLSearchParams) {
    const args = newsItemArgs(params)
    if (args) dispatch(baseNewsApi.util.prefetch('getNewsDetail', args, {}))
  },
  noticeItem(dispatch: PrefetchDispatch, params: URLSearchParams) {
    const noticeSysCode = noticeSysCodeOf(params)
    if (noticeSysCode)
      dispatch(sysNoticeApi.util.prefetch('getDetailBySysCode', { noticeSysCode }, {}))
  },
  company(dispatch: PrefetchDispatch) {
    dispatch(assumedApi.util.prefetch('getLinkListByType', { linkType: PARTNER_LINKS }, {}))
  },
} satisfies Record<string, Prefetch>
