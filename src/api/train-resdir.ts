import { baseApi, unwrap } from './base-api'
import type { ApiResult } from './http'
import * as v from 'valibot'
import { answer, echoed, record, type Answer } from './answer'
import { checked, count, envelope, id, list, maybe } from './schema'
import type { Id } from './types'

// A directory is documented as dCode (its key) and dName only. Everything a screen reads beyond
// them is a registered assumption (contract/assumed/training.ts): the tree's shape (children or
// pNo), the order (sort), the record id and the count of resources. Without them the directory
// page lists the directories flat, offers no reordering and identifies a directory by its dCode.

/** A directory: its code (the key) and name, and what the answer may add of it. */
export interface ResDir {
  /** the record id, when the answer carries it; the documented key is dCode */
  id?: Id
  dCode: string
  dName: string
  /** the parent's dCode ('' = top level), when the answer carries it */
  pNo?: string
  /** order among its siblings (ascending), when the answer carries it */
  sort?: number
  /** resources filed under it, when the answer carries the count */
  resCount?: number
  /** its sub-directories, when the answer is a nested tree */
  children?: ResDir[]
}

/**
 * SaveData body. A new directory has no code yet (the server gives it one); a directory saved
 * again is named by its dCode, and by its id when the answer carried one. Every other field is
 * sent only when it was read from an answer (or chosen by the user): never a blank in its place.
 */
export interface ResDirBody {
  id?: Id
  dCode?: string
  dName: string
  pNo?: string
  sort?: number
  /** a directory saved again: the rest of it as GetTreeData gave it */
  [field: string]: unknown
}

/** DeleteData body: the documented id when the answer carried it, and the dCode. */
export type ResDirKey = { id: Id; dCode?: string } | { id?: undefined; dCode: string }

/** A directory as the lists that show only its name answer it (documented fields only). */
export const resDirRow = record({ dCode: v.string(), dName: v.string() })

/** A flat list of directories, name and code. */
export const resDirList = checked(envelope(list(resDirRow)))

/** A directory of a list beside the tree: name and, when the answer has it, its resources. */
const countedDir = record({ dCode: v.string(), dName: v.string(), resCount: maybe(count) })
const countedDirs = list(countedDir)

/**
 * A node of GetTreeData: the shape (children or pNo), order and id when the answer carries them.
 * SaveData sends it back whole with the changes (echo.ts).
 */
const treeNode: v.GenericSchema<unknown, ResDir> = echoed({
  id: maybe(id),
  dCode: v.string(),
  dName: v.string(),
  pNo: maybe(v.string()),
  sort: maybe(count),
  children: maybe(list(v.lazy(() => treeNode))),
})
const treeData = list(treeNode)

const C = '/Api/Train_Manage/Train_ResDir'

/** Optional filter body of the directory reads (not documented). */
export type ResDirQuery = { pNo?: string; dCode?: string; [field: string]: unknown } | void

export const trainResdirApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Train_Manage/Train_ResDir/GetTreeData */
    getResDirTree: build.query<Answer<typeof treeData>, ResDirQuery>({
      query: (data) => ({ url: `${C}/GetTreeData`, data: data ?? {} }),
      ...unwrap(answer('Train_ResDir/GetTreeData', treeData)),
      providesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/SaveData */
    saveResDir: build.mutation<ApiResult<unknown>, ResDirBody>({
      query: (data) => ({ url: `${C}/SaveData`, data }),
      invalidatesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/DeleteData */
    deleteResDir: build.mutation<ApiResult<unknown>, ResDirKey>({
      query: (data) => ({ url: `${C}/DeleteData`, data }),
      invalidatesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/GetListByPNo */
    getListByPNo: build.query<Answer<typeof countedDirs>, ResDirQuery>({
      query: (data) => ({ url: `${C}/GetListByPNo`, data: data ?? {} }),
      ...unwrap(answer('Train_ResDir/GetListByPNo', countedDirs)),
      providesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/GetIndexResDirList */
    getIndexResDirList: build.query<Answer<typeof countedDirs>, ResDirQuery>({
      query: (data) => ({ url: `${C}/GetIndexResDirList`, data: data ?? {} }),
      ...unwrap(answer('Train_ResDir/GetIndexResDirList', countedDirs)),
      providesTags: ['ResDir'],
    }),
  }),
})

export const {
  useGetResDirTreeQuery,
  useSaveResDirMutation,
  useDeleteResDirMutation,
  useGetListByPNoQuery,
  useGetIndexResDirListQuery,
} = trainResdirApi
