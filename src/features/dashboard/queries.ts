import type { MessageListQuery } from '../../api/sys-message'

// The arguments of the dashboard's list calls, in one place: a card and its tests (and the
// learning stars, which read the ranking's answer) ask with the very same ones.

/** GetRankingList: the top five (behaviour B7.10). */
export const DASHBOARD_RANKING = { limit: 5 } as const

/** GetIndexPageListNotice: the announcements (Type 4, 通知公告, as on the home page), six. */
export const DASHBOARD_NOTICES = { Type: 4, limit: 6 } as const

/** GetMessagePage: the latest five messages, read or not. */
export const DASHBOARD_MESSAGES: MessageListQuery = {
  Search: { key: '', IsRead: '', TempleteType: '' },
  pageIndex: 1,
  pageRows: 5,
}
