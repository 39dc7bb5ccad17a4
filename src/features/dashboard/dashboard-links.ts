import type { ModelInfo } from '../../api/fp-modelinfo'
import type { Notice } from '../../api/sys-notice'
import type { LinkAction } from '../../lib/public-links'
import { hrefs } from '../../lib/paths'

/** An absolute http(s) url, or null: nothing else may open from a dashboard card. */
export function webUrl(url: string | undefined): string | null {
  const value = (url ?? '').trim()
  if (!/^https?:\/\//i.test(value)) return null
  try {
    return new URL(value).href
  } catch {
    return null
  }
}

/**
 * Where a notice opens inside the shell: an internal notice (type 1) at /ydnotice/showview; an
 * external one (type 2) at its url in a new tab, when that is an http(s) url. Without a code (or
 * a url) it leads nowhere.
 */
export function noticeLink(
  notice: Pick<Notice, 'noticeType' | 'noticeSysCode' | 'noticeUrl'>,
): LinkAction {
  if (Number(notice.noticeType) === 2) {
    const url = webUrl(notice.noticeUrl)
    return url ? { kind: 'window', url } : { kind: 'none' }
  }
  return notice.noticeSysCode
    ? { kind: 'route', to: hrefs.noticeView(notice.noticeSysCode) }
    : { kind: 'none' }
}

/** The showcase modules worth a tile: those with a name or a cover (the spec shows no field of them). */
export const shownModels = (models: readonly ModelInfo[]) => models.filter((m) => m.name || m.cover)
