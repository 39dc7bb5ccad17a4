import { useCallback, useMemo } from 'react'
import { useGetIndexPageListNoticeQuery } from '../../api/sys-notice'
import type { NoticeCategory } from './notice-kind'
import { NOTICE_LIMIT, type CategoryList } from './notice-query'

/** The notices of one category, asked only when the filter wants it. */
function useCategory(category: NoticeCategory, wanted: readonly NoticeCategory[]) {
  const skip = !wanted.includes(category)
  const query = useGetIndexPageListNoticeQuery({ Type: category, limit: NOTICE_LIMIT }, { skip })
  return { category, skip, ...query }
}

/** What the page needs of the category calls, as one. */
export interface NoticeLists {
  lists: CategoryList[]
  /** the first load: nothing to show yet */
  loading: boolean
  fetching: boolean
  error: unknown
  retry: () => void
}

/**
 * GetIndexPageListNotice answers one Type at a time: the asked categories (NOTICE_CATEGORIES,
 * one call each, written out since hooks cannot run in a loop) become one set of lists.
 */
export function useNoticeLists(wanted: readonly NoticeCategory[]): NoticeLists {
  const announcements = useCategory(4, wanted)
  const policies = useCategory(5, wanted)
  const asked = [announcements, policies].filter((q) => !q.skip)
  // the rows change only with the answers (ListTable renders only when its props change)
  const { skip: skip4, data: data4, refetch: again4 } = announcements
  const { skip: skip5, data: data5, refetch: again5 } = policies
  const lists = useMemo(() => {
    const answers: [NoticeCategory, boolean, typeof data4][] = [
      [4, skip4, data4],
      [5, skip5, data5],
    ]
    return answers
      .filter(([, skip]) => !skip)
      .map(([category, , data]) => ({ category, notices: data ?? [] }))
  }, [skip4, data4, skip5, data5])
  const retry = useCallback(() => {
    if (!skip4) void again4()
    if (!skip5) void again5()
  }, [skip4, skip5, again4, again5])
  return {
    lists,
    loading: asked.some((q) => q.isLoading),
    fetching: asked.some((q) => q.isFetching),
    error: asked.find((q) => q.error)?.error,
    retry,
  }
}
