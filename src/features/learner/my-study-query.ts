import type { SearchResRow, TrainResListQuery } from '../../api/train-res'
import { enumFilter, textFilter, type ListState } from '../../components/list/list-state'
import { pagingFields } from '../../components/list/paging'

/** The two lists of 我的学习: courses the learner studies, and those collected (收藏). */
export const STUDY_TABS = [
  { value: 'study', label: '学习中' },
  { value: 'collect', label: '收藏' },
] as const

export type StudyTab = (typeof STUDY_TABS)[number]['value']

/** The URL of 我的学习: tab, keyword, page and size (cards: multiples of the 4-column grid). */
export const myStudySpec = {
  filters: {
    tab: enumFilter<StudyTab>(['study', 'collect'], 'study'),
    keyword: textFilter(),
  },
  pageSizes: [12, 24, 48],
}

export type MyStudyState = ListState<typeof myStudySpec.filters>

/** The course-centre list body narrowed to the learner's own courses (isStudy or isCollect 1). */
export function myStudyBody({ filters, page, size }: MyStudyState): TrainResListQuery {
  const mine = filters.tab === 'collect' ? { isCollect: 1 } : { isStudy: 1 }
  return {
    search: { keyword: filters.keyword, ...mine },
    ...pagingFields('pageIndex/pageRows', { page, size }),
  }
}

/**
 * The learner's progress on a course row, 0-100, or undefined when the row does not carry it
 * (GetSearchPageList rows carry `progress` from the learner's study record when a token is sent;
 * the field is not documented). Unknown is never read as not started.
 */
export function progressOf(course: Pick<SearchResRow, 'progress'>): number | undefined {
  const value = course.progress
  if (value === undefined || !Number.isFinite(value)) return undefined
  return Math.min(100, Math.max(0, Math.round(value)))
}

/** The button's word: 开始学习 / 继续学习 by the progress, 进入学习 when it is not known. */
export function studyAction(progress: number | undefined): string {
  if (progress === undefined) return '进入学习'
  return progress > 0 ? '继续学习' : '开始学习'
}
