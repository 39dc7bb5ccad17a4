import type { Notice } from '../../api/sys-notice'
import { hrefs } from '../../lib/paths'

// What a notice is and where opening it goes, without React: the list's columns read these.

/** The notice categories (GetIndexPageListNotice Type) the home page shows, in its order. */
export const NOTICE_CATEGORIES = [4, 5] as const
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number]

// the home page's section titles for these Types
const categoryLabels: Record<NoticeCategory, string> = {
  4: '通知公告',
  5: '政策解读',
}

/** The name of a category as the home page titles it; another Type shows as 类型 N. */
export function noticeCategoryLabel(type: number | string): string {
  return categoryLabels[Number(type) as NoticeCategory] ?? `类型 ${type}`
}

/** noticeType 2 is an external link; anything else is a page of this site. */
export function noticeTypeLabel(noticeType: number | string | null | undefined): string {
  return Number(noticeType) === 2 ? '外部链接' : '站内页面'
}

/**
 * The url of an external notice when it may be opened: an absolute http or https address only.
 * Anything else (empty, a bare host, a relative path, javascript:, data: ...) gives null.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim()
  if (!value) return null
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return null
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
}

/** What opening a notice does: its page here, its url in a new tab, or nothing and why. */
export type NoticeOpening =
  | { kind: 'view'; href: string }
  | { kind: 'external'; url: string }
  | { kind: 'blocked'; reason: string }

/** Where a notice opens: internal ones at /ydnotice/showview, external ones only at http(s). */
export function noticeOpening(
  notice: Pick<Notice, 'noticeType' | 'noticeUrl' | 'noticeSysCode'>,
): NoticeOpening {
  if (Number(notice.noticeType) === 2) {
    const url = safeExternalUrl(notice.noticeUrl)
    if (url) return { kind: 'external', url }
    const reason = notice.noticeUrl?.trim()
      ? '链接地址不是 http 或 https 网址，不能打开'
      : '未设置链接地址'
    return { kind: 'blocked', reason }
  }
  const code = notice.noticeSysCode?.trim()
  if (!code) return { kind: 'blocked', reason: '缺少通知编号，不能打开' }
  return { kind: 'view', href: hrefs.noticeView(code) }
}
