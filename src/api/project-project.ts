import * as v from 'valibot'
import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { checked, count, envelope, list, maybe } from './schema'

/** GetStatisticDataList item. */
export interface StatisticItem {
  itemName: string
  /** trained people */
  itemCount1: number
  /** companies done */
  itemCount2: number
  /** completion rate */
  itemPercent1: number
}

/** GetFPMyStudyData data (study summary of the learner's project). */
export interface StudySummary {
  isshowFlag?: boolean | number
  roleTypeId?: number
  projectName?: string
  leftDays?: number
  checkHrs?: number
  pusrCount?: number
  donestudyusrCount?: number
  donestudyPercent?: number
  isExamSet?: boolean | number
  isFrontExamSet?: boolean | number
  frontExamCode?: string
  firsteuCnt?: number
  secondeuCnt?: number
  passeuCnt?: number
  passeuRate?: number
  donepusrCount?: number
  upgradeRate?: number
  getHrs?: number
  reachState?: number
  reachProgress?: number
  todayProgress?: number
  isDoneExam?: boolean | number
  isDoneFrontExam?: boolean | number
  examScore?: number
  frontExamScore?: number
  examCode?: string
  /** the project the summary is about (the mock sends them; needed by JoinProject) */
  projectCode?: string
  planCode?: string
  /** assumed, not in the spec: 0 when the learner is not yet a member of that project */
  isJoin?: boolean | number
}

const statisticItem = v.looseObject({
  itemName: v.string(),
  itemCount1: count,
  itemCount2: count,
  itemPercent1: count,
})

// A yes/no flag the backend may send as true/false or 1/0.
const flag = maybe(v.union([v.boolean(), count]))
const num = maybe(count)
const str = maybe(v.string())

const studySummary = v.looseObject({
  isshowFlag: flag,
  roleTypeId: num,
  projectName: str,
  leftDays: num,
  checkHrs: num,
  pusrCount: num,
  donestudyusrCount: num,
  donestudyPercent: num,
  isExamSet: flag,
  isFrontExamSet: flag,
  frontExamCode: str,
  firsteuCnt: num,
  secondeuCnt: num,
  passeuCnt: num,
  passeuRate: num,
  donepusrCount: num,
  upgradeRate: num,
  getHrs: num,
  reachState: num,
  reachProgress: num,
  todayProgress: num,
  isDoneExam: flag,
  isDoneFrontExam: flag,
  examScore: num,
  frontExamScore: num,
  examCode: str,
  projectCode: str,
  planCode: str,
  isJoin: flag,
})

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

/** Project detail / settings: fields are not shown in the spec. */
export interface ProjectDetail {
  projectCode?: string
  projectName?: string
  planCode?: string
  [field: string]: unknown
}

/** Optional filter body of the project reads (not shown in the spec; usually empty). */
export type ProjectBody = Record<string, unknown> | void

export const projectProjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Project_Manage/project_project/GetStatisticDataList */
    getStatisticDataList: build.query<ApiResult<StatisticItem[]>, void>({
      query: () => ({ url: `${C}/GetStatisticDataList`, data: {} }),
      responseSchema: checked(envelope(list(statisticItem))),
      providesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/GetFPMyStudyData */
    getFPMyStudyData: build.query<ApiResult<StudySummary>, ProjectBody>({
      query: (data) => ({ url: `${C}/GetFPMyStudyData`, data: data ?? {} }),
      responseSchema: checked(envelope(noSummaryAsHidden)),
      providesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/JoinProject */
    joinProject: build.mutation<ApiResult<unknown>, JoinProjectQuery>({
      query: (params) => ({ url: `${C}/JoinProject`, params }),
      invalidatesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/GetProjectDetailData */
    getProjectDetailData: build.query<ApiResult<ProjectDetail>, ProjectBody>({
      query: (data) => ({ url: `${C}/GetProjectDetailData`, data: data ?? {} }),
      providesTags: ['Project'],
    }),
    /** POST /Api/Project_Manage/project_project/GetCheckProjectSettings */
    getCheckProjectSettings: build.query<ApiResult<ProjectDetail>, ProjectBody>({
      query: (data) => ({ url: `${C}/GetCheckProjectSettings`, data: data ?? {} }),
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
