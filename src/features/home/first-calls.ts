// The home page's first-screen calls as data, without the API layer: the page's first script
// (boot/route-preload.ts) sends them before the app starts (lib/early-answers.ts), and the route
// loader (public-data.ts) asks the same through the endpoints, whose requests pick the answers up.
// first-calls.test.ts checks that both are the same requests.
import { assumedPaths } from '../../api/assumed-paths'
import type { EarlyCall } from '../../lib/early-answers'

/** Items in each notice and news list. */
export const HOME_LIST_LIMIT = 6
/** Courses per hot-course tab (IndexHotRes top). */
export const HOT_TOP = 10

/**
 * What the visitor came for: the news and notice lists, the hot courses and their tabs, then the
 * banner (on a phone the page's largest picture; asked for first, it held a list back by a
 * connection); the other link groups wait for the app. By name for the prerendered page's first
 * script (boot/home-prerendered.ts), which shows the lists and the banner's first picture.
 */
export function homeFirstCallsByName() {
  const notices = '/Api/SysConfig/sys_notice/GetIndexPageListNotice'
  const news = (typeid: 1 | 2): EarlyCall => ({
    method: 'POST',
    url: assumedPaths.newsByType,
    data: { typeid, limit: HOME_LIST_LIMIT },
  })
  const notice = (Type: 4 | 5): EarlyCall => ({
    method: 'POST',
    url: notices,
    params: { Type, limit: HOME_LIST_LIMIT },
  })
  return {
    news1: news(1),
    hot: {
      method: 'POST',
      url: '/Api/Train_Manage/Train_Res/IndexHotRes',
      data: { dCode: '', top: HOT_TOP },
    },
    news2: news(2),
    dirs: { method: 'POST', url: assumedPaths.homeResDirs, data: {} },
    notice4: notice(4),
    notice5: notice(5),
    banner: { method: 'POST', url: assumedPaths.linksByType, data: { linkType: 0 } },
  } satisfies Record<string, EarlyCall>
}

/** The same calls in the order they are sent. */
export const homeFirstCalls = (): EarlyCall[] => Object.values(homeFirstCallsByName())
