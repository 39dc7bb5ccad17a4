import { baseApi, dataOf, pageOfTotal, unwrap, type Page } from './base-api'
import type { ApiResult } from './http'
import * as v from 'valibot'
import { answer, echoed, record, type Answer } from './answer'
import { count, id, list, maybe } from './schema'
import type { Id } from './types'
import { courseFields, courseList, playItem, type PlayItem, type TrainRes } from './public-rows'

// The resource answers. The spec documents a course as id, resName, introduce, cover, viewCnt,
// studyCnt, sort, playList and attExt, a note as recordId and id, a ranking entry, a learning-log
// day and the user study figures; everything else a screen reads is a registered assumption
// (contract/assumed/training.ts) that the screen can do without. A count, a time or an id an
// answer leaves out stays undefined: the screens show — or say it is unknown, never 0.
const num = maybe(count)
const text = maybe(v.string())

// A yes/no flag the backend may send as 1/0, "1" or true.
const flag = maybe(
  v.union([
    count,
    v.pipe(
      v.boolean(),
      v.transform((yes) => (yes ? 1 : 0)),
    ),
  ]),
)

export type { PlayItem, TrainRes }

/** What the resource lists add to a course: its directory and status (codes not shown). */
const listedFields = {
  ...courseFields,
  dCode: text,
  dName: text,
  status: num,
  statusName: text,
}
/** 资源审核 rows. */
const auditRowList = list(record(listedFields))
/** 培训资源 rows: with the private and recommended flags the row actions toggle. */
const managedRowList = list(record({ ...listedFields, isPrivate: flag, isRecommend: flag }))
/** 资源查询, 课程中心 and 我的学习 rows: with the learner's favourite flag and progress (0-100). */
const searchRowList = list(record({ ...listedFields, isCollect: flag, progress: num }))
export type AuditResRow = v.InferOutput<typeof auditRowList>[number]
export type ManagedResRow = v.InferOutput<typeof managedRowList>[number]
export type SearchResRow = v.InferOutput<typeof searchRowList>[number]

/** 推荐课程 rows: with the directory's name. */
const recommendRowList = list(record({ ...courseFields, dName: text }))
export type RecommendResRow = v.InferOutput<typeof recommendRowList>[number]

/** One recommended list as its editor reads it: the rows, and the envelope's count when sent. */
export interface RecommendedList {
  rows: RecommendResRow[]
  /** undefined: the answer did not count the list */
  total?: number
}

/**
 * GetTrainRes data: the course as its editor loads it, with its directory and rich-text body.
 * Sent back whole with the edits (UpdateData), as the legacy editor did, so fields the form does
 * not show keep their values; a field the answer left out is left out of the save.
 */
const editedCourse = echoed({ ...courseFields, dCode: text, content: text })
export type TrainResEdit = v.InferOutput<typeof editedCourse>

/** GetTrainResStudyDetail data: the course as its learner sees it, with the study record. */
const studyDetail = record({
  ...courseFields,
  /** the learner's study record of this course: notes belong to it */
  recordId: maybe(id),
  /** 1 when the learner has it among the favourites */
  isCollect: flag,
  /** 0-100 */
  progress: num,
})
export type TrainResStudyDetail = v.InferOutput<typeof studyDetail>

/**
 * A note: its id (documented), its text and play position in seconds (assumed). UpdateNote sends
 * it back whole with the new text (echo.ts).
 */
const noteRow = echoed({ id, content: text, time: num })
const noteList = list(noteRow)
export type Note = v.InferOutput<typeof noteRow>

const learningLogList = list(record({ date: v.string(), minute: count }))
export type LearningLog = v.InferOutput<typeof learningLogList>[number]

// A text the backend may also send as a number (studyHoursStr "12.5" or 12.5).
const numberText = v.union([v.string(), v.pipe(v.number(), v.transform(String))])

const rankingList = list(
  record({ headImg: text, chnName: v.string(), orgName: text, studyHoursStr: numberText }),
)
export type RankingEntry = v.InferOutput<typeof rankingList>[number]

/** GetStatisticsUserStudyData data; null: nothing to count yet (a new account). */
const userStudyStatistics = v.nullable(
  record({
    resCnt: num,
    resTotalHours: num,
    studyHours: num,
    studyResCnt: num,
    /** minutes studied, more exact than studyHours */
    studyMinutes: num,
  }),
)
export type UserStudyStatistics = NonNullable<v.InferOutput<typeof userStudyStatistics>>

/** GetAuditHistory row: the workflow calls' answers are not shown in the spec at all. */
const auditHistory = list(
  record({
    id: maybe(id),
    /** the step: 提交审核, 审核, 撤回 */
    action: text,
    /** 1 passed (as Audit takes it), anything else rejected; '' for a step without one */
    result: maybe(v.union([v.number(), v.string()])),
    remark: text,
    auditName: text,
    auditTime: text,
  }),
)
export type AuditRecord = v.InferOutput<typeof auditHistory>[number]

/** Seconds between Study heartbeats (the spec shows no answer): undefined when not a number. */
const studyInterval = v.pipe(
  v.unknown(),
  v.transform((value) => {
    const seconds = typeof value === 'string' && value.trim() ? Number(value) : value
    return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined
  }),
)

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
/** Study heartbeat / completion body. */
export interface StudyBody extends IdBody {
  guid: string
  speed: number
}
/** ReOrder body: direction up or down (legacy values not shown; the page sends what the list needs). */
export interface ReOrderBody extends IdBody {
  direction: string | number
}
/**
 * Resource as add/edit forms send it: only the fields the form loaded or the user entered (an
 * edit also carries back the rest of the loaded answer as it came).
 */
export interface TrainResBody {
  id?: Id
  resName?: string
  dCode?: string
  introduce?: string
  cover?: string
  playList?: PlayItem[]
  attExt?: string
  content?: string
  [field: string]: unknown
}
/** Recommended-resources edit body (fields not documented). */
export type RecommendResBody = { cate?: number; ids?: Id[]; [field: string]: unknown }
/**
 * A note as AddNoteData / UpdateNote send it: the study record's id, the text and the play
 * position in seconds (left out when it is not known).
 */
export interface NoteBody {
  id?: Id
  recordId: Id
  content: string
  time?: number
  /** an edit: the rest of the note as GetNoteList gave it */
  [field: string]: unknown
}

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
    getSearchPageList: build.query<Page<SearchResRow>, TrainResListQuery>({
      query: (data) => ({ url: `${C}/GetSearchPageList`, data }),
      ...pageOfTotal(answer('Train_Res/GetSearchPageList', searchRowList)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResPageList */
    getTrainResPageList: build.query<Page<ManagedResRow>, TrainResListQuery>({
      query: (data) => ({ url: `${C}/GetTrainResPageList`, data }),
      ...pageOfTotal(answer('Train_Res/GetTrainResPageList', managedRowList)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResAuditPageList */
    getTrainResAuditPageList: build.query<Page<AuditResRow>, TrainResListQuery>({
      query: (data) => ({ url: `${C}/GetTrainResAuditPageList`, data }),
      ...pageOfTotal(answer('Train_Res/GetTrainResAuditPageList', auditRowList)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetRelevantList */
    getRelevantList: build.query<
      Answer<typeof courseList>,
      Partial<TrainResListQuery> & { id?: Id }
    >({
      query: (data) => ({ url: `${C}/GetRelevantList`, data }),
      ...unwrap(answer('Train_Res/GetRelevantList', courseList)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/BatchDelete */
    batchDeleteTrainRes: build.mutation<ApiResult<unknown>, IdsBody>({
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
    deleteTrainRes: build.mutation<ApiResult<unknown>, IdBody>({
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
    getAuditHistory: build.query<Answer<typeof auditHistory>, IdBody>({
      query: (data) => ({ url: `${C}/GetAuditHistory`, data }),
      ...unwrap(answer('Train_Res/GetAuditHistory', auditHistory)),
      providesTags: ['AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainRes */
    getTrainRes: build.query<Answer<typeof editedCourse>, IdBody>({
      query: (data) => ({ url: `${C}/GetTrainRes`, data }),
      ...unwrap(answer('Train_Res/GetTrainRes', editedCourse)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResDetail */
    getTrainResDetail: build.query<unknown, IdBody>({
      query: (data) => ({ url: `${C}/GetTrainResDetail`, data }),
      transformResponse: dataOf,
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetTrainResStudyDetail */
    getTrainResStudyDetail: build.query<Answer<typeof studyDetail>, IdBody>({
      // the study page shows a refusal (资源不存在或未发布) in place of the course: no toast as well
      query: (data) => ({ url: `${C}/GetTrainResStudyDetail`, data, silent: true }),
      ...unwrap(answer('Train_Res/GetTrainResStudyDetail', studyDetail)),
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
    updateTrainRes: build.mutation<ApiResult<unknown>, TrainResBody>({
      query: (data) => ({ url: `${C}/UpdateData`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/AddData */
    addTrainRes: build.mutation<ApiResult<unknown>, TrainResBody>({
      query: (data) => ({ url: `${C}/AddData`, data }),
      invalidatesTags: [...RES, 'ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_Res/Audit */
    audit: build.mutation<ApiResult<unknown>, AuditBody>({
      query: (data) => ({ url: `${C}/Audit`, data }),
      invalidatesTags: [...RES, 'ResDir', 'AuditHistory'],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetVideoPlayList */
    getVideoPlayList: build.query<PlayItem[], { videoId: Id }>({
      query: (data) => ({ url: `${C}/GetVideoPlayList`, data }),
      ...unwrap(answer('Train_Res/GetVideoPlayList', list(playItem))),
    }),
    /** POST /Api/Train_Manage/Train_Res/GetNoteList */
    getNoteList: build.query<Answer<typeof noteList>, { recordId: Id }>({
      query: (data) => ({ url: `${C}/GetNoteList`, data }),
      ...unwrap(answer('Train_Res/GetNoteList', noteList)),
      providesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/AddNoteData */
    addNote: build.mutation<ApiResult<unknown>, NoteBody>({
      query: (data) => ({ url: `${C}/AddNoteData`, data }),
      invalidatesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/UpdateNote */
    updateNote: build.mutation<ApiResult<unknown>, NoteBody>({
      query: (data) => ({ url: `${C}/UpdateNote`, data }),
      invalidatesTags: ['Note'],
    }),
    /** POST /Api/Train_Manage/Train_Res/DelNote */
    deleteNote: build.mutation<ApiResult<unknown>, IdBody>({
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
    getRankingList: build.query<Answer<typeof rankingList>, { limit: number }>({
      query: (data) => ({ url: `${C}/GetRankingList`, data }),
      ...unwrap(answer('Train_Res/GetRankingList', rankingList)),
      providesTags: ['Study'],
    }),
    /** POST /Api/Train_Manage/Train_Res/ShowCompanyTrainRes */
    showCompanyTrainRes: build.query<unknown, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/ShowCompanyTrainRes`, data: data ?? {} }),
      transformResponse: dataOf,
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetStudyInterval */
    getStudyInterval: build.query<Answer<typeof studyInterval>, Record<string, unknown> | void>({
      // seconds between Study heartbeats (assumed: the spec shows no answer); without a usable
      // number, or when the call fails, the study page beats every 60 s, which the learner need
      // not be told
      query: (data) => ({ url: `${C}/GetStudyInterval`, data: data ?? {}, background: true }),
      ...unwrap(answer('Train_Res/GetStudyInterval', studyInterval)),
    }),
    /** POST /Api/Train_Manage/Train_Res/ReOrder */
    reOrder: build.mutation<ApiResult<unknown>, ReOrderBody>({
      query: (data) => ({ url: `${C}/ReOrder`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/IndexRecommendResNoCache */
    indexRecommendResNoCache: build.query<RecommendedList, { cate: 1 | 2 | 3 }>({
      query: (data) => ({ url: `${C}/IndexRecommendResNoCache`, data }),
      // the envelope's total tells whether the list came whole (EditRecommendRes replaces it)
      rawResponseSchema: answer('Train_Res/IndexRecommendResNoCache', recommendRowList),
      transformResponse: ({ data, total }: ApiResult<RecommendResRow[]>): RecommendedList => ({
        rows: data,
        total: typeof total === 'number' && Number.isFinite(total) ? total : undefined,
      }),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/IndexRecommendRes */
    indexRecommendRes: build.query<Answer<typeof courseList>, { cate: 1 | 2 | 3 }>({
      query: (data) => ({ url: `${C}/IndexRecommendRes`, data }),
      ...unwrap(answer('Train_Res/IndexRecommendRes', courseList)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/EditRecommendRes */
    editRecommendRes: build.mutation<ApiResult<unknown>, RecommendResBody>({
      query: (data) => ({ url: `${C}/EditRecommendRes`, data }),
      invalidatesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/LearningMonthLog */
    learningMonthLog: build.query<Answer<typeof learningLogList>, { month: string }>({
      // month as YYYY-MM
      query: (data) => ({ url: `${C}/LearningMonthLog`, data }),
      ...unwrap(answer('Train_Res/LearningMonthLog', learningLogList)),
      providesTags: ['Study'],
    }),
    /** POST /Api/Train_Manage/Train_Res/IndexHotRes */
    indexHotRes: build.query<Answer<typeof courseList>, { dCode: string; top?: number }>({
      query: ({ dCode, top = 10 }) => ({ url: `${C}/IndexHotRes`, data: { dCode, top } }),
      ...unwrap(answer('Train_Res/IndexHotRes', courseList)),
      providesTags: [...RES],
    }),
    /** POST /Api/Train_Manage/Train_Res/GetStatisticsUserStudyData */
    getStatisticsUserStudyData: build.query<Answer<typeof userStudyStatistics>, void>({
      query: () => ({ url: `${C}/GetStatisticsUserStudyData`, data: {} }),
      // null data: nothing to count yet (a new account), shown as 暂无数据
      ...unwrap(answer('Train_Res/GetStatisticsUserStudyData', userStudyStatistics)),
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
  useBatchDeleteTrainResMutation,
  useBatchPostCheckMutation,
  usePostCheckMutation,
  useDeleteTrainResMutation,
  useRevokeMutation,
  useSetPrivateMutation,
  useSetRecommendMutation,
  useGetAuditHistoryQuery,
  useGetTrainResQuery,
  useGetTrainResDetailQuery,
  useGetTrainResStudyDetailQuery,
  useCollectMutation,
  useChangeDirectoryMutation,
  useUpdateTrainResMutation,
  useAddTrainResMutation,
  useAuditMutation,
  useGetVideoPlayListQuery,
  useGetNoteListQuery,
  useAddNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
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
