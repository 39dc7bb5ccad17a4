import { baseApi, pageOfTotal, unwrap, type Page } from './base-api'
import type { ApiResult } from './http'
import { assumedPaths as P } from './assumed-paths'
import type { NewsListQuery } from './base-news'
import { newsRow, type News } from './base-news'
import { resDirRow } from './train-resdir'
import * as v from 'valibot'
import { answer, record, type Answer } from './answer'
import { count, id as idSchema, list, maybe } from './schema'
import { linkRow, type Id, type Link } from './types'

// Calls whose path the spec does not show: paths and shapes are ASSUMED (docs/backend-contract.md).
// The doc comments name the default path; the real one may come from a VITE_PATH_* variable.

/** getNewsListByTypeId body. */
export interface NewsByTypeBody {
  typeid: Id
  limit: number
}

const option = maybe(v.string())
// A paper that cannot be answered is worse than no paper: the fields the page needs must be there.
const examQuestion = record({
  id: idSchema,
  qType: count,
  order: v.nullish(count, 0),
  qName: v.string(),
  score: maybe(count),
  a: option,
  b: option,
  c: option,
  d: option,
  e: option,
  f: option,
  g: option,
  h: option,
  i: option,
  /** the answer the server holds for a paper in progress */
  userAnswer: maybe(v.string()),
})
/** A question as the exam page shows it (no answer, no analysis). */
export type ExamQuestion = v.InferOutput<typeof examQuestion>

/** One answer: multi-choice letters joined (e.g. "AC"), true/false 正确/错误, fill-in text. */
export interface ExamAnswer {
  questionId: Id
  answer: string
}

export interface SubmitExamBody {
  userpaperId: Id
  answers: ExamAnswer[]
}

/** Assumed answer of submitExamPaper: delayMarkingPapers nonzero = waiting for marking. */
const submitExamResult = v.pipe(
  v.nullish(
    record({ score: maybe(count), isPass: maybe(count), delayMarkingPapers: maybe(count) }),
  ),
  v.transform((result) => result ?? {}),
)
export type SubmitExamResult = v.InferOutput<typeof submitExamResult>

/** The home page's directories (the hot-course tabs): the resource directory rows. */
const homeResDirs = list(resDirRow)

export const assumedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Base_Manage/Base_News/GetNewsPageListByTypeId */
    getNewsPageListByTypeId: build.query<Page<News>, NewsListQuery>({
      // the rows in data, the count in the envelope's total
      query: (data) => ({ url: P.newsPage, data }),
      ...pageOfTotal(answer('Base_News/GetNewsPageListByTypeId', list(newsRow))),
      providesTags: ['News'],
    }),
    /** POST /Api/Base_Manage/Base_News/GetNewsListByTypeId */
    getNewsListByTypeId: build.query<News[], NewsByTypeBody>({
      query: (data) => ({ url: P.newsByType, data }),
      ...unwrap(answer('Base_News/GetNewsListByTypeId', list(newsRow))),
      providesTags: ['News'],
    }),
    /** POST /Api/Base_Manage/Base_Link/GetLinkListByType */
    getLinkListByType: build.query<Link[], { linkType: number }>({
      query: (data) => ({ url: P.linksByType, data }),
      ...unwrap(answer('Base_Link/GetLinkListByType', list(linkRow))),
      providesTags: ['Link'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/GetHomeResDirList */
    getHomeResDirList: build.query<Answer<typeof homeResDirs>, void>({
      query: () => ({ url: P.homeResDirs, data: {} }),
      ...unwrap(answer('Train_ResDir/GetHomeResDirList', homeResDirs)),
      providesTags: ['ResDir'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetExamPaperQuestions */
    getExamPaperQuestions: build.query<ExamQuestion[], { userpaperId: Id }>({
      query: (params) => ({ url: P.examQuestions, params }),
      ...unwrap(answer('ex_userexam/GetExamPaperQuestions', list(examQuestion))),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/SubmitExamPaper */
    submitExamPaper: build.mutation<ApiResult<SubmitExamResult>, SubmitExamBody>({
      // the exam page says how the hand-in goes (and retries): no toast; it shows the backend's
      // msg, so the answer stays whole
      query: (data) => ({ url: P.examSubmit, data, background: true }),
      rawResponseSchema: answer('ex_userexam/SubmitExamPaper', submitExamResult),
      invalidatesTags: ['Exam', 'Project'],
    }),
  }),
})

export const {
  useGetNewsPageListByTypeIdQuery,
  useGetNewsListByTypeIdQuery,
  useGetLinkListByTypeQuery,
  useGetHomeResDirListQuery,
  useGetExamPaperQuestionsQuery,
  useSubmitExamPaperMutation,
} = assumedApi
