import * as v from 'valibot'
import { baseApi, dataOf, unwrap } from './base-api'
import { answer, echoed, record, type Answer } from './answer'
import { echo } from './echo'
import { count, id, list, maybe } from './schema'
import type { Id } from './types'

// The exam calls' answers (behaviour B3.12: exam info, exam user, user paper, exam result row,
// question result). A number the spec documents but an answer leaves out stays undefined: an
// exam time, a score or a pass mark is never taken as 0 (the pages show — or say it is unknown).
const num = maybe(count)
const text = maybe(v.string())
const answerText = maybe(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))

/** The exam info: sent back whole to BeginExam and GetExamDetail, as the legacy page did. */
const examInfo = echoed({
  examName: v.nullish(v.string(), ''),
  examCode: v.string(),
  examIntrduce: text,
  /** minutes; undefined when the answer does not say (the paper then has no countdown) */
  time: num,
  totlescore: num,
  totleq: num,
  type1: num,
  type2: num,
  type3: num,
  type4: num,
  type5: num,
  /** 1 = may be taken again */
  isAllow: num,
  examStartTime: text,
  examEndTime: text,
})
/** type1..type5: counts of single, multiple, true/false, fill-in, short-answer questions. */
export type ExamInfo = v.InferOutput<typeof examInfo>

/**
 * Exam user status: only the documented values (behaviour B4.5): 0/10 not started, 20 in progress,
 * 30 completed.
 */
const examUser = record({
  status: v.pipe(count, v.union([v.literal(0), v.literal(10), v.literal(20), v.literal(30)])),
  score: num,
})
export type ExamUser = v.InferOutput<typeof examUser>

const userExamDetail = record({
  examinfo: examInfo,
  // no enrolment yet: null (or missing) reads as not started
  examuser: v.nullish(examUser, null),
})
/** GetUserExamDetail data. */
export type UserExamDetail = v.InferOutput<typeof userExamDetail>

/** GetExamResultList row: isPass 1 pass, -2 confidential, else fail; delayMarkingPapers nonzero = awaiting marking. */
const examResultRow = record({
  id,
  chnName: text,
  startTime: text,
  endTime: text,
  score: num,
  isPass: num,
  delayMarkingPapers: num,
})
export type ExamResultRow = v.InferOutput<typeof examResultRow>

/** qType 1 single, 2 multi, 3 true/false (正确/错误), 4 fill-in. */
const questionResult = record({
  id: maybe(id),
  qType: v.nullish(count, 0),
  order: v.nullish(count, 0),
  qName: v.nullish(v.string(), ''),
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
  isPass: num,
  difficulty: num,
  score: num,
  analysis: text,
})
export type QuestionResult = v.InferOutput<typeof questionResult>

// GetExamResult: a result page shows what it gets; only the paper's id is a must.
const resultPaper = record({
  id,
  examCode: text,
  chnName: text,
  orgName: text,
  score: num,
  isPass: num,
  paperIntrduce: text,
  delayMarkingPapers: num,
  startTime: text,
  endTime: text,
})
const examResult = record({
  examinfo: v.nullish(examInfo, { examName: '', examCode: '' }),
  paper: resultPaper,
  exampaperquestionlist: list(questionResult),
})
/** GetExamResult data: the exam, the user's paper and each question with its result. */
export type ExamResult = v.InferOutput<typeof examResult>

/**
 * BeginExam data: isSubExam means the paper is already handed in (show its result instead). The
 * clock fields are assumptions (registry): without them the page counts the exam time itself.
 */
const beginExamData = record({
  isSubExam: v.pipe(
    v.nullish(v.union([v.boolean(), count]), false),
    v.transform((flag) => flag === true || flag === 1),
  ),
  userpaper: record({ id, examCode: text, startTime: text }),
  remainingSeconds: num,
  serverTime: text,
})
export type BeginExamData = v.InferOutput<typeof beginExamData>

const C = '/Api/UserExam/ex_userexam'

/** Body of GetExamDetail / BeginExam: the exam info as GetUserExamDetail answered it, whole (echo.ts). */
export type ExamInfoBody = Partial<ExamInfo> & { examCode: string }

export const exUserexamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/UserExam/ex_userexam/GetExamResultList */
    getExamResultList: build.query<ExamResultRow[], { exammcode: string }>({
      query: (data) => ({ url: `${C}/GetExamResultList`, data }),
      ...unwrap(answer('ex_userexam/GetExamResultList', list(examResultRow))),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetExamResult */
    getExamResult: build.query<Answer<typeof examResult>, { userpaperId: Id }>({
      query: (params) => ({ url: `${C}/GetExamResult`, params }),
      ...unwrap(answer('ex_userexam/GetExamResult', examResult)),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetUserExamDetail */
    getUserExamDetail: build.query<Answer<typeof userExamDetail>, { excode: string }>({
      query: (params) => ({ url: `${C}/GetUserExamDetail`, params }),
      ...unwrap(answer('ex_userexam/GetUserExamDetail', userExamDetail)),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetExamDetail */
    getExamDetail: build.query<unknown, ExamInfoBody>({
      // the answer is not read: the detail dialog reads GetUserExamDetail
      query: (info) => ({ url: `${C}/GetExamDetail`, data: echo(info) }),
      transformResponse: dataOf,
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/BeginExam */
    beginExam: build.mutation<Answer<typeof beginExamData>, ExamInfoBody>({
      // an exam in progress changes the exam lists and the project summary
      query: (info) => ({ url: `${C}/BeginExam`, data: echo(info) }),
      ...unwrap(answer('ex_userexam/BeginExam', beginExamData)),
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
