import type { PrefetchDispatch } from '../../lib/route-prefetch'
import { fpModelinfoApi } from '../../api/fp-modelinfo'
import { projectProjectApi } from '../../api/project-project'
import { sysMessageApi } from '../../api/sys-message'
import { sysNoticeApi } from '../../api/sys-notice'
import { trainResApi } from '../../api/train-res'
import { userUserApi } from '../../api/user-user'
import dayjs from '../../lib/dayjs'
import { DASHBOARD_MESSAGES, DASHBOARD_NOTICES, DASHBOARD_RANKING } from './queries'
import { LEARNER, seesProjectStatistics } from './roles'

/**
 * Starts every call of the dashboard's cards, with the cards' own arguments, so the route's
 * loader asks while the page's code downloads (route-loader.ts); the cards find the answers in the
 * cache. `sysRoles` undefined (the session is still loading): the calls every role makes; call
 * again with the role for the rest. The chart's library is not among them: it loads after.
 */
export function prefetchDashboard(dispatch: PrefetchDispatch, sysRoles: number | undefined): void {
  dispatch(sysNoticeApi.util.prefetch('getIndexPageImageNotice', undefined, {}))
  dispatch(sysNoticeApi.util.prefetch('getHomePageImageNotice', undefined, {}))
  dispatch(trainResApi.util.prefetch('getStatisticsUserStudyData', undefined, {}))
  dispatch(trainResApi.util.prefetch('getRankingList', DASHBOARD_RANKING, {}))
  dispatch(sysNoticeApi.util.prefetch('getIndexPageListNotice', DASHBOARD_NOTICES, {}))
  dispatch(sysMessageApi.util.prefetch('getMessagePage', DASHBOARD_MESSAGES, {}))
  dispatch(fpModelinfoApi.util.prefetch('getShowModelInfoDataList', undefined, {}))
  if (sysRoles === undefined) return
  if (sysRoles === LEARNER) {
    dispatch(projectProjectApi.util.prefetch('getFPMyStudyData', undefined, {}))
    dispatch(
      trainResApi.util.prefetch('learningMonthLog', { month: dayjs().format('YYYY-MM') }, {}),
    )
  } else {
    dispatch(userUserApi.util.prefetch('getUserCount', undefined, {}))
    if (seesProjectStatistics(sysRoles))
      dispatch(projectProjectApi.util.prefetch('getStatisticDataList', undefined, {}))
  }
}
