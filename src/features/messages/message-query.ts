import type { MessageListQuery } from '../../api/sys-message'
import { enumFilter, textFilter, type ListState } from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'

/** Read states of the filter; 'all' asks for both. IsRead 0 is unread, 1 read. */
export const readStates = ['all', 0, 1] as const
/** Template types the backend sends (TempleteType); 'all' asks for every type. */
export const templateTypes = ['all', 1, 2, 3, 4] as const

/**
 * The URL of /ydmessage/index: keyword, read state, template type, page and size
 * (behaviour B9.4: page 1, 10 rows).
 */
export const messageListSpec = {
  filters: {
    keyword: textFilter(),
    isRead: enumFilter(readStates, 'all'),
    type: enumFilter(templateTypes, 'all'),
  },
  pageSizes: [10, 20, 30, 50],
}

export type MessageListState = ListState<typeof messageListSpec.filters>

/**
 * The GetMessagePage body (behaviour B3.14: Search{key, IsRead, TempleteType}, pageIndex,
 * pageRows).
 */
export function messageListBody({ filters, page, size }: MessageListState): MessageListQuery {
  return {
    Search: {
      key: filters.keyword,
      IsRead: filters.isRead === 'all' ? '' : filters.isRead,
      TempleteType: filters.type === 'all' ? '' : filters.type,
    },
    ...pagingFields('pageIndex/pageRows', { page, size }),
  }
}

// The names are not in the spec: they follow the messages each type carries.
const typeNames: Record<string, string> = {
  1: '系统通知',
  2: '考试通知',
  3: '学习提醒',
  4: '审核通知',
}

/** The name of a template type; one this front end does not know shows as 类型 N. */
export function templateTypeName(type: number | string | null | undefined): string {
  if (type === null || type === undefined || type === '') return '其他'
  return typeNames[String(type)] ?? `类型 ${type}`
}
