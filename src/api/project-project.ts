import * as v from 'valibot'
import { baseApi, dataOf, unwrap } from './base-api'
import type { ApiResult } from './http'
import { answer, record, type Answer } from './answer'
import { count, list, maybe } from './schema'

// The project calls' answers (behaviour B3.10 statistic item, B3.11 study summary). A count, a
// percentage or a flag the answer leaves out stays undefined: the dashboard shows — (or says it is
// unknown), never 0, 未达标 or 未完成 for what it was not told.
const num = maybe(count)
const text = maybe(v.string())
// A yes/no flag the backend may send as true/false or 1/0.
const flag = maybe(v.union([v.boolean(), count]))

/** GetStatisticDataList item: itemCount1 trained people, itemCount2 companies done, itemPercent1 completion rate. */
const statisticItem = record({
  itemName: v.nullish(v.string(), ''),
  itemCount1: num,
  itemCount2: num,
  itemPercent1: num,
})
export type StatisticItem = v.InferOutput<typeof statisticItem>

/**
 * GetFPMyStudyData data: the study summary of the learner's project (the fields the dashboard and
 * the exam lists read; the spec documents more). projectCode, planCode and
 * isJoin are assumptions (JoinProject needs the codes; isJoin 0 says the learner is not in yet):
 * without them the dashboard offers no 加入项目.
 */
const studySummary = record({
  isshowFlag: flag,
  projectName: text,
  leftDays: num,
  checkHrs: num,
  pusrCount: num,
  donestudyusrCount: num,
  isExamSet: flag,
  isFrontExamSet: flag,
  frontExamCode: text,
  getHrs: num,
  reachState: num,
  reachProgress: num,
  todayProgress: num,
  isDoneExam: flag,
  isDoneFrontExam: flag,
  examScore: num,
  frontExamScore: num,
  examCode: text,
  projectCode: text,
  planCode: text,
  isJoin: flag,
})
export type StudySummary = v.InferOutput<typeof studySummary>

// null data means there is no project to show, like isshowFlag 0
const noSummaryAsHidden = v.pipe(
  v.nullable(studySummary),
  v.transform((summary): StudySummary => summary ?? { isshowFlag: 0 }),
)

const C = '/Api/Project_Manage/project_project'

/** JoinProject query. */
export interface JoinProjectQuery {
  projectCode: string
  planCode: string
}

/** Optional filter body of the project reads (not shown in the spec; usually empty). */
export type ProjectBody = Record<string, unknown> | void

export const projectProjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Project_Manage/project_project/GetStatisticDataList */
    getStatisticDataList: build.query<StatisticItem[], void>({
      query: () => ({ url: `${C}/GetStatisticDataList`, data: {} }),
      ...unwrap(answer('project_project/GetStatisticDataList', list(statisticItem))),
      providesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/GetFPMyStudyData */
    getFPMyStudyData: build.query<Answer<typeof noSummaryAsHidden>, ProjectBody>({
      query: (data) => ({ url: `${C}/GetFPMyStudyData`, data: data ?? {} }),
      ...unwrap(answer('project_project/GetFPMyStudyData', noSummaryAsHidden)),
      providesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/JoinProject */
    joinProject: build.mutation<ApiResult<unknown>, JoinProjectQuery>({
      query: (params) => ({ url: `${C}/JoinProject`, params }),
      invalidatesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/GetProjectDetailData */
    getProjectDetailData: build.query<unknown, ProjectBody>({
      // the answer is not read (its fields are not documented)
      query: (data) => ({ url: `${C}/GetProjectDetailData`, data: data ?? {} }),
      transformResponse: dataOf,
      providesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/GetCheckProjectSettings */
    getCheckProjectSettings: build.query<unknown, ProjectBody>({
      // the answer is not read (its fields are not documented)
      query: (data) => ({ url: `${C}/GetCheckProjectSettings`, data: data ?? {} }),
      transformResponse: dataOf,
      providesTags: ['Project'],
    }),
  }),
})

export const {
  useGetStatisticDataListQuery,
  useGetFPMyStudyDataQuery,
  useJoinProjectMutation,
  useGetProjectDetailDataQuery,
  useGetCheckProjectSettingsQuery,
} = projectProjectApi
