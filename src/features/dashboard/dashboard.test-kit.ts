// The dashboard cards' calls that do not depend on the role: what its route loader and
// prefetchDashboard are both tested to ask, written out here once.
export const EVERY_ROLE_CALLS = [
  'GetIndexPageImageNotice',
  'GetHomePageImageNotice',
  'GetStatisticsUserStudyData',
  'GetRankingList',
  'GetIndexPageListNotice',
  'GetMessagePage',
  'GetShowModelInfoDataList',
]
