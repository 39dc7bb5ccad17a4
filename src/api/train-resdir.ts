import { baseApi } from './base-api'
import type { ApiResult } from './http'
import * as v from 'valibot'
import { checked, envelope, id, list, maybe } from './schema'
import type { Id } from './types'

export interface ResDir {
  id?: Id
  dCode: string
  dName: string
  pNo?: string
  /** order among its siblings (ascending); SaveData keeps it when left out */
  sort?: number
  /** resources filed under it, when the answer carries the count */
  resCount?: number
  children?: ResDir[]
}

/** SaveData body: a new directory has no code yet (the server gives it one). */
export type ResDirBody = Omit<ResDir, 'dCode' | 'children'> & { dCode?: string }

/** What a directory must have: its code (the tab key) and its name. */
export const resDirRow = v.looseObject({
  id: maybe(id),
  dCode: v.string(),
  dName: v.string(),
  pNo: maybe(v.string()),
})

/** A flat list of directories. */
export const resDirList = checked(envelope(list(resDirRow)))

const C = '/Api/Train_Manage/Train_ResDir'

/** Optional filter body of the directory reads (not shown in the spec). */
export type ResDirQuery = { pNo?: string; dCode?: string; [field: string]: unknown } | void

export const trainResdirApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Train_Manage/Train_ResDir/GetTreeData */
    getTreeData: build.query<ApiResult<ResDir[]>, ResDirQuery>({
      query: (data) => ({ url: `${C}/GetTreeData`, data: data ?? {} }),
      providesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/SaveData */
    saveData: build.mutation<ApiResult<unknown>, ResDirBody>({
      query: (data) => ({ url: `${C}/SaveData`, data }),
      invalidatesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/DeleteData */
    deleteData: build.mutation<ApiResult<unknown>, { id: Id }>({
      query: (data) => ({ url: `${C}/DeleteData`, data }),
      invalidatesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/GetListByPNo */
    getListByPNo: build.query<ApiResult<ResDir[]>, ResDirQuery>({
      query: (data) => ({ url: `${C}/GetListByPNo`, data: data ?? {} }),
      providesTags: ['ResDir'],
    }),
    /** POST /Api/Train_Manage/Train_ResDir/GetIndexResDirList */
    getIndexResDirList: build.query<ApiResult<ResDir[]>, ResDirQuery>({
      query: (data) => ({ url: `${C}/GetIndexResDirList`, data: data ?? {} }),
      responseSchema: resDirList,
      providesTags: ['ResDir'],
    }),
  }),
})

export const {
  useGetTreeDataQuery,
  useSaveDataMutation,
  useDeleteDataMutation,
  useGetListByPNoQuery,
  useGetIndexResDirListQuery,
} = trainResdirApi
