import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { ExamInfo, ExamResultRow, ExamUser, Id, QuestionResult, UserPaper } from './types'

const C = '/Api/UserExam/ex_userexam'

/** GetUserExamDetail data. */
export interface UserExamDetail {
  examinfo: ExamInfo
  examuser: ExamUser | null
}

/** GetExamResult data: the exam, the user's paper and each question with its result. */
export interface ExamResult {
  examinfo: ExamInfo
  paper: UserPaper & { delayMarkingPapers?: number }
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
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetExamResult */
    getExamResult: build.query<ApiResult<ExamResult>, { userpaperId: Id }>({
      query: (params) => ({ url: `${C}/GetExamResult`, params }),
      providesTags: ['Exam'],
    }),
    /** POST /Api/UserExam/ex_userexam/GetUserExamDetail */
    getUserExamDetail: build.query<ApiResult<UserExamDetail>, { excode: string }>({
      query: (params) => ({ url: `${C}/GetUserExamDetail`, params }),
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
