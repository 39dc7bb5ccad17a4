import type { SearchResRow, TrainResListQuery } from '../../api/train-res'
import { enumFilter, textFilter, type ListState } from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'

/** A course as the course centre lists it: with the learner's favourite flag (1 = collected). */
export type CentreCourse = Pick<
  SearchResRow,
  'id' | 'resName' | 'cover' | 'studyCnt' | 'viewCnt' | 'isCollect'
>

/**
 * The URL of 课程中心: directory code (tab; empty = 全部), keyword, 我的收藏 (fav=1), page and
 * size (multiples of the 5-column grid).
 */
export const courseCentreSpec = {
  filters: {
    dir: textFilter(),
    keyword: textFilter(),
    fav: enumFilter([1]),
  },
  pageSizes: [20, 40, 60],
}

export type CourseCentreState = ListState<typeof courseCentreSpec.filters>

/** GetSearchPageList body: keyword, dCode, isCollect 1 for 我的收藏, pageIndex / pageRows. */
export function courseCentreBody({ filters, page, size }: CourseCentreState): TrainResListQuery {
  return {
    search: {
      keyword: filters.keyword,
      dCode: filters.dir,
      ...(filters.fav === 1 ? { isCollect: 1 } : {}),
    },
    ...pagingFields('pageIndex/pageRows', { page, size }),
  }
}

/**
 * Whether a row says the learner has collected it (1, "1" or true); undefined when the row does
 * not say (the flag is not documented).
 */
export function isCollected(course: Pick<CentreCourse, 'isCollect'>): boolean | undefined {
  return course.isCollect === undefined ? undefined : course.isCollect === 1
}
