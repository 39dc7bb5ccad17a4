// The home page's first-screen calls as data, without the API layer: the page's first script
// (src/route-preload.ts) sends them before the app starts (lib/early-answers.ts), and the route
// loader (public-data.ts) asks the same through the endpoints, whose requests pick the answers up.
// first-calls.test.ts checks that both are the same requests.
import { assumedPaths } from '../../api/assumed-paths'
import type { EarlyCall } from '../../lib/early-answers'

/** Items in each notice and news list. */
export const HOME_LIST_LIMIT = 6
/** Courses per hot-course tab (IndexHotRes top). */
export const HOT_TOP = 10

/**
 * What the visitor came for: the news and notice lists, the hot courses and their tabs. Six, a
 * browser's connections to one host; the banner and the link groups wait for the app.
 */
export function homeFirstCalls(): EarlyCall[] {
  const notices = '/Api/SysConfig/sys_notice/GetIndexPageListNotice'
  return [
    { method: 'POST', url: assumedPaths.newsByType, data: { typeid: 1, limit: HOME_LIST_LIMIT } },
    {
      method: 'POST',
      url: '/Api/Train_Manage/Train_Res/IndexHotRes',
      data: { dCode: '', top: HOT_TOP },
    },
    { method: 'POST', url: assumedPaths.newsByType, data: { typeid: 2, limit: HOME_LIST_LIMIT } },
    { method: 'POST', url: assumedPaths.homeResDirs, data: {} },
    { method: 'POST', url: notices, params: { Type: 4, limit: HOME_LIST_LIMIT } },
    { method: 'POST', url: notices, params: { Type: 5, limit: HOME_LIST_LIMIT } },
  ]
}
