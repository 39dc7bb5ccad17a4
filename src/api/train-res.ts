import { baseApi } from './base-api'
import type { ApiResult } from './http'
import * as v from 'valibot'
import { checked, count, envelope, id, list, maybe } from './schema'
import type { Id, ItemPair } from './types'

/** Video quality entry: item1 quality label, item2 url. */
export type PlayItem = ItemPair<string, string>

/** Resource (course). Status codes are not shown in the spec. */
export interface TrainRes {
  id: Id
  resName: string
  introduce?: string
  cover?: string
  viewCnt?: number
  studyCnt?: number
  sort?: number
  playList?: PlayItem[]
  attExt?: string
  dCode?: string
  status?: number
  /** the rich-text body, HTML (the field's name is not in the spec; assumed) */
  content?: string
}

/** What a course row must have: an id to open it by and a name. */
export const trainResRow = v.looseObject({
  id,
  resName: v.string(),
  introduce: maybe(v.string()),
  cover: maybe(v.string()),
  viewCnt: maybe(count),
  studyCnt: maybe(count),
  sort: maybe(count),
  playList: maybe(list(v.looseObject({ item1: v.string(), item2: v.string() }))),
  attExt: maybe(v.string()),
  dCode: maybe(v.string()),
  status: maybe(count),
})

/** A list of courses (hot, recommended, relevant). */
export const trainResList = checked(envelope(list(trainResRow)))

/** GetTrainResStudyDetail data: the course as its learner sees it, with the study record. */
export type TrainResStudyDetail = TrainRes & {
  /** the learner's study record of this course: notes belong to it */
  recordId?: Id
  /** 1 when the learner has it among the favourites */
  isCollect?: number
  /** 0-100 */
  progress?: number
  [field: string]: unknown
}

// A yes/no flag the backend may send as 1/0, "1" or true.
const flag = v.union([
  count,
  v.pipe(
    v.boolean(),
    v.transform((yes) => (yes ? 1 : 0)),
  ),
])

const studyDetail = v.looseObject({
  ...trainResRow.entries,
  recordId: maybe(id),
  isCollect: maybe(flag),
  progress: maybe(count),
})

const playItem = v.looseObject({ item1: v.string(), item2: v.string() })

const noteRow = v.looseObject({
  id,
  recordId: id,
  content: maybe(v.string()),
  time: maybe(count),
})

export interface Note {
  id: Id
  recordId: Id
  content?: string
  time?: number
}

export interface LearningLog {
  date: string
  minute: number
}

export interface RankingEntry {
  headImg?: string
  chnName: string
  orgName?: string
  studyHoursStr: string
}

// A text the backend may also send as a number (studyHoursStr "12.5" or 12.5).
const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))])

const rankingRow = v.looseObject({
  headImg: maybe(v.string()),
  chnName: v.string(),
  orgName: maybe(v.string()),
  studyHoursStr: text,
})

const learningLogRow = v.looseObject({ date: v.string(), minute: count })

/** GetStatisticsUserStudyData data. */
export interface UserStudyStatistics {
  resCnt: number
  resTotalHours: number
  studyHours: number
  studyResCnt: number
  /** minutes studied, when the answer carries them (more exact than studyHours) */
  studyMinutes?: number
}

const userStudyStatistics = v.looseObject({
  resCnt: count,
  resTotalHours: count,
  studyHours: count,
  studyResCnt: count,
  studyMinutes: maybe(count),
})

const C = '/Api/Train_Manage/Train_Res'

/**
 * Body of the paged resource lists (filters are not shown in the spec beyond this paging shape).
 * Answers carry the rows in data and the count in the envelope's total.
 */
export interface TrainResListQuery {
  pageIndex: number
  pageRows: number
  sortField?: string
  sortType?: 'asc' | 'desc'
  search?: { keyword?: string; dCode?: string; status?: number | string; [field: string]: unknown }
}
export interface IdBody {
  id: Id
}
export interface IdsBody {
  ids: Id[]
}
/** Audit body: result and remark; statuses are not shown in the spec. */
export interface AuditBody extends IdBody {
  result: number | string
  remark?: string
}
/** GetAuditHistory row. */
export interface AuditRecord {
  id?: Id
  result?: number | string
  remark?: string
  auditName?: string
  auditTime?: string
}
/** Study heartbeat / completion body. */
export interface StudyBody extends IdBody {
  guid: string
  speed: number
}
/** ReOrder body: direction up or down (legacy values not shown; the page sends what the list needs). */
export interface ReOrderBody extends IdBody {
  direction: string | number
}
/** Resource as add/edit forms send it. */
export type TrainResBody = Partial<TrainRes> & { resName: string; [field: string]: unknown }
/** Recommended-resources edit body (fields not shown in the spec). */
export type RecommendResBody = { cate?: number; ids?: Id[]; [field: string]: unknown }
/** A note as AddNoteData / UpdateNote send it. */
export type NoteBody = Partial<Note> & { recordId: Id; content?: string }

// Resource workflow mutations all invalidate the resource lists; those that add, remove, publish
// or move a resource also the directories ('ResDir': their counts of resources change).
const RES = ['TrainRes'] as const

export const trainResApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Train_Manage/Train_Res/ReOrderNum */
    reOrderNum: build.mutation<ApiResult<unknown>, { id: Id; Number: number }>({
      query: (data) => ({ url: `${C}/ReOrderNum`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetSearchPageList */
    getSearchPageList: build.query<ApiResult<TrainRes[]>, TrainResListQuery>({
      query: (data) => ({ url: `${C}/GetSearchPageList`, data }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResPageList */
    getTrainResPageList: build.query<ApiResult<TrainRes[]>, TrainResListQuery>({
      query: (data) => ({ url: `${C}/GetTrainResPageList`, data }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResAuditPageList */
    getTrainResAuditPageList: build.query<ApiResult<TrainRes[]>, TrainResListQuery>({
      query: (data) => ({ url: `${C}/GetTrainResAuditPageList`, data }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetRelevantList */
    getRelevantList: build.query<ApiResult<TrainRes[]>, Partial<TrainResListQuery> & { id?: Id }>({
      query: (data) => ({ url: `${C}/GetRelevantList`, data }),
      responseSchema: trainResList,
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/BatchDelete */
    batchDelete: build.mutation<ApiResult<unknown>, IdsBody>({
      query: (data) => ({ url: `${C}/BatchDelete`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/BatchPostCheck */
    batchPostCheck: build.mutation<ApiResult<unknown>, IdsBody>({
      query: (data) => ({ url: `${C}/BatchPostCheck`, data }),
      invalidatesTags: [...RES, 'ResDir', 'AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/PostCheck */
    postCheck: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/PostCheck`, data }),
      invalidatesTags: [...RES, 'ResDir', 'AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/Delete */
    delete: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/Delete`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/Revoke */
    revoke: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/Revoke`, data }),
      invalidatesTags: [...RES, 'ResDir', 'AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/SetPrivate */
    setPrivate: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/SetPrivate`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/SetRecommend */
    setRecommend: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/SetRecommend`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetAuditHistory */
    getAuditHistory: build.query<ApiResult<AuditRecord[]>, IdBody>({
      query: (data) => ({ url: `${C}/GetAuditHistory`, data }),
      providesTags: ['AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainRes */
    getTrainRes: build.query<ApiResult<TrainRes>, IdBody>({
      query: (data) => ({ url: `${C}/GetTrainRes`, data }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResDetail */
    getTrainResDetail: build.query<ApiResult<TrainRes>, IdBody>({
      query: (data) => ({ url: `${C}/GetTrainResDetail`, data }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResStudyDetail */
    getTrainResStudyDetail: build.query<ApiResult<TrainResStudyDetail>, IdBody>({
      // the study page shows a refusal (资源不存在或未发布) in place of the course: no toast as well
      query: (data) => ({ url: `${C}/GetTrainResStudyDetail`, data, silent: true }),
      responseSchema: checked(envelope(studyDetail)),
      providesTags: [...RES, 'Study'],
    }),
    /** POST /Api/Train_Manage/Train_Res/Collect */
    collect: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/Collect`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/ChangeDirectory */
    changeDirectory: build.mutation<ApiResult<unknown>, { id: Id; dcode: string }>({
      query: (data) => ({ url: `${C}/ChangeDirectory`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/UpdateData */
    updateData: build.mutation<ApiResult<unknown>, TrainResBody>({
      query: (data) => ({ url: `${C}/UpdateData`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/AddData */
    addData: build.mutation<ApiResult<unknown>, TrainResBody>({
      query: (data) => ({ url: `${C}/AddData`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/Audit */
    audit: build.mutation<ApiResult<unknown>, AuditBody>({
      query: (data) => ({ url: `${C}/Audit`, data }),
      invalidatesTags: [...RES, 'ResDir', 'AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetVideoPlayList */
    getVideoPlayList: build.query<ApiResult<PlayItem[]>, { videoId: Id }>({
      query: (data) => ({ url: `${C}/GetVideoPlayList`, data }),
      responseSchema: checked(envelope(list(playItem))),
    }),
    /** POST /Api/Train_Manage/Train_Res/GetNoteList */
    getNoteList: build.query<ApiResult<Note[]>, { recordId: Id }>({
      query: (data) => ({ url: `${C}/GetNoteList`, data }),
      responseSchema: checked(envelope(list(noteRow))),
      providesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/AddNoteData */
    addNoteData: build.mutation<ApiResult<unknown>, NoteBody>({
      query: (data) => ({ url: `${C}/AddNoteData`, data }),
      invalidatesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/UpdateNote */
    updateNote: build.mutation<ApiResult<unknown>, NoteBody>({
      query: (data) => ({ url: `${C}/UpdateNote`, data }),
      invalidatesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/DelNote */
    delNote: build.mutation<ApiResult<unknown>, IdBody>({
      query: (data) => ({ url: `${C}/DelNote`, data }),
      invalidatesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/Study */
    study: build.mutation<ApiResult<unknown>, StudyBody>({
      // progress heartbeat while a video plays: refetching anything here would be noise, and a
      // failed one must not toast every interval (the study page logs it once)
      query: (data) => ({ url: `${C}/Study`, data, background: true }),
    }),
    /** POST /Api/Train_Manage/Train_Res/StudyComplete */
    studyComplete: build.mutation<ApiResult<unknown>, StudyBody>({
      // completion counts in the course's studyCnt and the project figures
      query: (data) => ({ url: `${C}/StudyComplete`, data }),
      invalidatesTags: ['Study', ...RES, 'Project'],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetRankingList */
    getRankingList: build.query<ApiResult<RankingEntry[]>, { limit: number }>({
      query: (data) => ({ url: `${C}/GetRankingList`, data }),
      responseSchema: checked(envelope(list(rankingRow))),
      providesTags: ['Study'],
    }),
    /** POST /Api/Train_Manage/Train_Res/ShowCompanyTrainRes */
    showCompanyTrainRes: build.query<ApiResult<TrainRes[]>, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/ShowCompanyTrainRes`, data: data ?? {} }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetStudyInterval */
    getStudyInterval: build.query<ApiResult<number>, Record<string, unknown> | void>({
      // seconds between Study heartbeats (assumed: the spec shows no answer); the study page
      // falls back to 60 s when it fails, which the learner need not be told
      query: (data) => ({ url: `${C}/GetStudyInterval`, data: data ?? {}, background: true }),
      responseSchema: checked(envelope(count)),
    }),
    /** POST /Api/Train_Manage/Train_Res/ReOrder */
    reOrder: build.mutation<ApiResult<unknown>, ReOrderBody>({
      query: (data) => ({ url: `${C}/ReOrder`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/IndexRecommendResNoCache */
    indexRecommendResNoCache: build.query<ApiResult<TrainRes[]>, { cate: 1 | 2 | 3 }>({
      query: (data) => ({ url: `${C}/IndexRecommendResNoCache`, data }),
      responseSchema: trainResList,
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/IndexRecommendRes */
    indexRecommendRes: build.query<ApiResult<TrainRes[]>, { cate: 1 | 2 | 3 }>({
      query: (data) => ({ url: `${C}/IndexRecommendRes`, data }),
      responseSchema: trainResList,
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/EditRecommendRes */
    editRecommendRes: build.mutation<ApiResult<unknown>, RecommendResBody>({
      query: (data) => ({ url: `${C}/EditRecommendRes`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/LearningMonthLog */
    learningMonthLog: build.query<ApiResult<LearningLog[]>, { month: string }>({
      // month as YYYY-MM
      query: (data) => ({ url: `${C}/LearningMonthLog`, data }),
      responseSchema: checked(envelope(list(learningLogRow))),
      providesTags: ['Study'],
    }),
    /** POST /Api/Train_Manage/Train_Res/IndexHotRes */
    indexHotRes: build.query<ApiResult<TrainRes[]>, { dCode: string; top?: number }>({
      query: ({ dCode, top = 10 }) => ({ url: `${C}/IndexHotRes`, data: { dCode, top } }),
      responseSchema: trainResList,
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetStatisticsUserStudyData */
    getStatisticsUserStudyData: build.query<ApiResult<UserStudyStatistics | null>, void>({
      query: () => ({ url: `${C}/GetStatisticsUserStudyData`, data: {} }),
      // null data: nothing to count yet (a new account), shown as 暂无数据
      responseSchema: checked(envelope(v.nullable(userStudyStatistics))),
      providesTags: ['Study'],
    }),
  }),
})

export const {
  useReOrderNumMutation,
  useGetSearchPageListQuery,
  useGetTrainResPageListQuery,
  useGetTrainResAuditPageListQuery,
  useGetRelevantListQuery,
  useBatchDeleteMutation,
  useBatchPostCheckMutation,
  usePostCheckMutation,
  useDeleteMutation,
  useRevokeMutation,
  useSetPrivateMutation,
  useSetRecommendMutation,
  useGetAuditHistoryQuery,
  useGetTrainResQuery,
  useGetTrainResDetailQuery,
  useGetTrainResStudyDetailQuery,
  useCollectMutation,
  useChangeDirectoryMutation,
  useUpdateDataMutation,
  useAddDataMutation,
  useAuditMutation,
  useGetVideoPlayListQuery,
  useGetNoteListQuery,
  useAddNoteDataMutation,
  useUpdateNoteMutation,
  useDelNoteMutation,
  useStudyMutation,
  useStudyCompleteMutation,
  useGetRankingListQuery,
  useShowCompanyTrainResQuery,
  useGetStudyIntervalQuery,
  useReOrderMutation,
  useIndexRecommendResNoCacheQuery,
  useIndexRecommendResQuery,
  useEditRecommendResMutation,
  useLearningMonthLogQuery,
  useIndexHotResQuery,
  useGetStatisticsUserStudyDataQuery,
} = trainResApi
