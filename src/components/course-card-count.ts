import type { TrainRes } from '../api/train-res'

/** The learners a course shows: studyCnt, else viewCnt (some list answers carry only one of them). */
export function studyCount(course: Pick<TrainRes, 'studyCnt' | 'viewCnt'>): number {
  return Number(course.studyCnt ?? course.viewCnt ?? 0) || 0
}

/** "N人学习", the same wording on every course list. */
export const studyCountText = (course: Pick<TrainRes, 'studyCnt' | 'viewCnt'>) =>
  `${studyCount(course)}人学习`
