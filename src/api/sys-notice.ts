import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { fileForm } from './form'
import type { Id } from './types'

export interface NoticeAttachment {
  uid?: Id
  enclosureName: string
  enclosurloadUrl: string
}

/** noticeType 1 internal, 2 external url (noticeUrl). */
export interface Notice {
  id?: Id
  noticeTitle: string
  noticeSecondTitle?: string
  noticeValue?: string
  noticeType: 1 | 2
  noticeUrl?: string
  noticeSysCode: string
  status?: number
  releaseTime?: string
  releaseName?: string
}

/** GetDetailBySysCode data. */
export interface NoticeDetail {
  notice: Notice
  attachments: NoticeAttachment[]
}

/** Getguizhangzhidu row (rules and regulations). */
export interface RegulationFile {
  nId: Id
  enclosureName: string
  enclosurloadUrl: string
  fileType?: string
}

const C = '/Api/SysConfig/sys_notice'

/** GetIndexPageListNotice query: notices of one Type, at most `limit` (6 on the home page). */
export interface IndexNoticeQuery {
  Type: number | string
  limit?: number
}

/** Home/index image notices: the spec does not show their fields, so only the likely ones are named. */
export interface ImageNotice {
  id?: Id
  noticeTitle?: string
  noticeSysCode?: string
  noticeType?: 1 | 2
  noticeUrl?: string
  pcBanner?: string
  pcCoverUrlPath?: string
  [field: string]: unknown
}

export const sysNoticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_notice/GetIndexPageListNotice */
    getIndexPageListNotice: build.query<ApiResult<Notice[]>, IndexNoticeQuery>({
      query: (params) => ({ url: `${C}/GetIndexPageListNotice`, params }),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetDetailBySysCode */
    getDetailBySysCode: build.query<ApiResult<NoticeDetail>, { noticeSysCode: string }>({
      // failures show msg as a warning in the page, so the request layer stays silent
      query: (params) => ({ url: `${C}/GetDetailBySysCode`, params, silent: true }),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetHomePageImageNotice */
    getHomePageImageNotice: build.query<ApiResult<ImageNotice[]>, void>({
      query: () => ({ url: `${C}/GetHomePageImageNotice` }),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetIndexPageImageNotice */
    getIndexPageImageNotice: build.query<ApiResult<ImageNotice[]>, void>({
      query: () => ({ url: `${C}/GetIndexPageImageNotice` }),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/Getguizhangzhidu */
    getguizhangzhidu: build.query<ApiResult<RegulationFile[]>, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/Getguizhangzhidu`, data: data ?? {} }),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/UploadFileByFormToAliyun */
    uploadFileByFormToAliyun: build.mutation<ApiResult<string>, Blob>({
      // avatar upload: the url is data (read data || msg, some deployments answer it in msg)
      query: (file) => ({ url: `${C}/UploadFileByFormToAliyun`, data: fileForm(file) }),
    }),
  }),
})

export const {
  useGetIndexPageListNoticeQuery,
  useGetDetailBySysCodeQuery,
  useGetHomePageImageNoticeQuery,
  useGetIndexPageImageNoticeQuery,
  useGetguizhangzhiduQuery,
  useUploadFileByFormToAliyunMutation,
} = sysNoticeApi
