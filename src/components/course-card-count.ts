import type { TrainRes } from '../api/train-res'

/**
 * The learners a course shows: studyCnt, else viewCnt (some list answers carry only one of them);
 * undefined when the answer carries neither (never shown as 0).
 */
export function studyCount(course: Pick<TrainRes, 'studyCnt' | 'viewCnt'>): number | undefined {
  return course.studyCnt ?? course.viewCnt
}

/** "N人学习", the same wording on every course list; "—人学习" when the count is not known. */
export const studyCountText = (course: Pick<TrainRes, 'studyCnt' | 'viewCnt'>) =>
  `${studyCount(course) ?? '—'}人学习`
