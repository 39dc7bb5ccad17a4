import { useGetUserExamDetailQuery, type UserExamDetail } from '../../api/ex-userexam'
import { useGetFPMyStudyDataQuery, type StudySummary } from '../../api/project-project'

/** One exam of the learner, with the state of its own detail call. */
export interface MyExam {
  code: string
  /** the project's pre-exam (前置考试) */
  front: boolean
  detail?: UserExamDetail
  loading: boolean
  error?: unknown
  retry: () => void
}

const yes = (flag: boolean | number | undefined) => flag === true || Number(flag) === 1

/** The exam codes of a study summary: the pre-exam first, then the exam (each when set). */
export function examCodesOf(summary: StudySummary | undefined): { code: string; front: boolean }[] {
  if (!summary) return []
  const codes: { code: string; front: boolean }[] = []
  if (yes(summary.isFrontExamSet) && summary.frontExamCode)
    codes.push({ code: summary.frontExamCode, front: true })
  if (yes(summary.isExamSet) && summary.examCode && summary.examCode !== summary.frontExamCode)
    codes.push({ code: summary.examCode, front: false })
  return codes
}

/**
 * The learner's exams. The backend documents no "list my exams" call: the spec's study page
 * builds its 我的考试 tab from the project summary (GetFPMyStudyData: frontExamCode, examCode and
 * their isFrontExamSet / isExamSet flags) and loads each exam's detail (GetUserExamDetail
 * {excode}: examinfo and the learner's examuser). A project has at most these two exams, so two
 * detail calls; each row keeps its own loading and error state (one failing exam costs one row).
 */
export function useMyExams() {
  const summary = useGetFPMyStudyDataQuery()
  const [first, second] = examCodesOf(summary.data)
  const a = useGetUserExamDetailQuery({ excode: first?.code ?? '' }, { skip: !first })
  const b = useGetUserExamDetailQuery({ excode: second?.code ?? '' }, { skip: !second })
  const exams: MyExam[] = []
  for (const [entry, query] of [
    [first, a],
    [second, b],
  ] as const) {
    if (!entry) continue
    exams.push({
      ...entry,
      detail: query.isError ? undefined : query.data,
      loading: query.isLoading || (query.isFetching && !query.data),
      error: query.isError ? query.error : undefined,
      retry: () => void query.refetch(),
    })
  }
  return { summary, exams }
}
