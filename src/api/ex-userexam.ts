import * as v from 'valibot'
import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { checked, count, envelope, id, list, maybe } from './schema'
import type { Id } from './types'

/** type1..type5: counts of single, multiple, true/false, fill-in, short-answer questions. */
export interface ExamInfo {
  examName: string
  examCode: string
  examIntrduce?: string
  /** minutes */
  time: number
  totlescore: number
  totleq: number
  type1?: number
  type2?: number
  type3?: number
  type4?: number
  type5?: number
  /** 1 = may be taken again */
  isAllow: number
  examStartTime?: string
  examEndTime?: string
}

/** Exam user status: 0/10 not started, 20 in progress, 30 completed. */
export interface ExamUser {
  status: 0 | 10 | 20 | 30
  score?: number
}

export interface UserPaper {
  id: Id
  examCode: string
  chnName?: string
  orgName?: string
  score?: number
  isPass?: number
  paperIntrduce?: string
}

/** GetExamResultList row: isPass 1 pass, -2 confidential, else fail; delayMarkingPapers nonzero = awaiting marking. */
export interface ExamResultRow {
  id: Id
  chnName: string
  startTime: string
  endTime: string
  score: number
  isPass: number
  delayMarkingPapers: number
}

/** qType 1 single, 2 multi, 3 true/false (正确/错误), 4 fill-in. */
export interface QuestionResult {
  id?: Id
  qType: number
  order: number
  qName: string
  a?: string
  b?: string
  c?: string
  d?: string
  e?: string
  f?: string
  g?: string
  h?: string
  i?: string
  answer?: string
  answerStr?: string
  scoreStr?: string
  isPass?: number
  difficulty?: number
  score?: number
  analysis?: string
}

// Answer checks of the learner's exam list (GetUserExamDetail, GetExamResultList). A number or
// text the lists can do without reads as 0 or empty; what the exam rules need must be there.
const zero = v.nullish(count, 0)
const text = v.nullish(v.string(), '')

const examInfoSchema = v.looseObject({
  examName: v.string(),
  examCode: v.string(),
  examIntrduce: maybe(v.string()),
  time: count,
  totlescore: count,
  totleq: zero,
  type1: maybe(count),
  type2: maybe(count),
  type3: maybe(count),
  type4: maybe(count),
  type5: maybe(count),
  isAllow: zero,
  examStartTime: maybe(v.string()),
  examEndTime: maybe(v.string()),
})

/** Exam user status: only the documented values (spec 4). */
const examUserStatus = v.pipe(
  count,
  v.union([v.literal(0), v.literal(10), v.literal(20), v.literal(30)]),
)

const userExamDetail = v.looseObject({
  examinfo: examInfoSchema,
  // no enrolment yet: null (or missing) reads as not started
  examuser: v.nullish(v.looseObject({ status: examUserStatus, score: maybe(count) }), null),
})

const examResultRow = v.looseObject({
  id,
  chnName: text,
  startTime: text,
  endTime: text,
  score: zero,
  isPass: zero,
  delayMarkingPapers: zero,
})

// GetExamResult: a result page shows what it gets; only the paper's id is a must.
const answerText = maybe(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))
const resultExamInfo = v.looseObject({
  ...examInfoSchema.entries,
  examName: text,
  examCode: text,
  time: zero,
  totlescore: zero,
})
const resultPaper = v.looseObject({
  id,
  examCode: text,
  chnName: maybe(v.string()),
  orgName: maybe(v.string()),
  score: maybe(count),
  isPass: maybe(count),
  paperIntrduce: maybe(v.string()),
  delayMarkingPapers: maybe(count),
  startTime: maybe(v.string()),
  endTime: maybe(v.string()),
})
const questionResult = v.looseObject({
  id: maybe(id),
  qType: zero,
  order: zero,
  qName: text,
  a: answerText,
  b: answerText,
  c: answerText,
  d: answerText,
  e: answerText,
  f: answerText,
  g: answerText,
  h: answerText,
  i: answerText,
  answer: answerText,
  answerStr: answerText,
  scoreStr: answerText,
  isPass: maybe(count),
  difficulty: maybe(count),
  score: maybe(count),
  analysis: maybe(v.string()),
})
const examResult = v.looseObject({
  examinfo: resultExamInfo,
  paper: resultPaper,
  exampaperquestionlist: list(questionResult),
})

const C = '/Api/UserExam/ex_userexam'

/** GetUserExamDetail data. */
export interface UserExamDetail {
  examinfo: ExamInfo
  examuser: ExamUser | null
}

/** GetExamResult data: the exam, the user's paper and each question with its result. */
export interface ExamResult {
  examinfo: ExamInfo
  paper: UserPaper & { delayMarkingPapers?: number; startTime?: string; endTime?: string }
  exampaperquestionlist: QuestionResult[]
}

/** BeginExam data: isSubExam means the paper is already submitted (show its result instead). */
export interface BeginExamData {
  isSubExam: boolean
  userpaper: Pick<UserPaper, 'id' | 'examCode'>
  /** the rest of the exam payload the exam page keeps in session storage */
  [field: string]: unknown
}

/** Body of GetExamDetail / BeginExam: the exam info as the list returned it (examCode is what matters). */
export type ExamInfoBody = Partial<ExamInfo> & { examCode: string; id?: Id }

export const exUserexamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/UserExam/ex_userexam/GetExamResultList */
    getExamResultList: build.query<ApiResult<ExamResultRow[]>, { exammcode: string }>({
      query: (data) => ({ url: `${C}/GetExamResultList`, data }),
      responseSchema: checked(envelope(list(examResultRow))),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetExamResult */
    getExamResult: build.query<ApiResult<ExamResult>, { userpaperId: Id }>({
      query: (params) => ({ url: `${C}/GetExamResult`, params }),
      responseSchema: checked(envelope(examResult)),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetUserExamDetail */
    getUserExamDetail: build.query<ApiResult<UserExamDetail>, { excode: string }>({
      query: (params) => ({ url: `${C}/GetUserExamDetail`, params }),
      responseSchema: checked(envelope(userExamDetail)),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetExamDetail */
    getExamDetail: build.query<ApiResult<ExamInfo>, ExamInfoBody>({
      query: (data) => ({ url: `${C}/GetExamDetail`, data }),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/BeginExam */
    beginExam: build.mutation<ApiResult<BeginExamData>, ExamInfoBody>({
      // an exam in progress changes the exam lists and the project summary
      query: (data) => ({ url: `${C}/BeginExam`, data }),
      invalidatesTags: ['Exam', 'Project'],
    }),
  }),
})

export const {
  useGetExamResultListQuery,
  useGetExamResultQuery,
  useGetUserExamDetailQuery,
  useGetExamDetailQuery,
  useBeginExamMutation,
} = exUserexamApi
