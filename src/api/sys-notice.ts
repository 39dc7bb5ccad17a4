import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { fileForm } from './form'
import * as v from 'valibot'
import { checked, count, envelope, id, list, maybe } from './schema'
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

/** noticeType 2 is an external link; anything else opens the notice page. */
const noticeType = v.pipe(
  v.optional(count, 1),
  v.transform((type): 1 | 2 => (type === 2 ? 2 : 1)),
)

/** What a notice row must have: a title and the code it opens by. */
export const noticeRow = v.looseObject({
  id: maybe(id),
  noticeTitle: v.string(),
  noticeSecondTitle: maybe(v.string()),
  noticeValue: maybe(v.string()),
  noticeType,
  noticeUrl: maybe(v.string()),
  noticeSysCode: v.string(),
  status: maybe(count),
  releaseTime: maybe(v.string()),
  releaseName: maybe(v.string()),
})

const noticeDetail = v.looseObject({
  notice: noticeRow,
  attachments: list(
    v.looseObject({ uid: maybe(id), enclosureName: v.string(), enclosurloadUrl: v.string() }),
  ),
})

/** A regulation file: its id and name; a missing url leaves the name without a link. */
const regulationRow = v.looseObject({
  nId: id,
  enclosureName: v.string(),
  enclosurloadUrl: v.nullish(v.string(), ''),
  fileType: maybe(v.string()),
})

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

/** An image notice: every field is optional; a row without an image is simply not shown. */
const imageNoticeRow = v.looseObject({
  id: maybe(id),
  noticeTitle: maybe(v.string()),
  noticeSysCode: maybe(v.string()),
  noticeType: maybe(noticeType),
  noticeUrl: maybe(v.string()),
  pcBanner: maybe(v.string()),
  pcCoverUrlPath: maybe(v.string()),
})
const imageNotices = checked(envelope(list(imageNoticeRow)))

export const sysNoticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_notice/GetIndexPageListNotice */
    getIndexPageListNotice: build.query<ApiResult<Notice[]>, IndexNoticeQuery>({
      query: (params) => ({ url: `${C}/GetIndexPageListNotice`, params }),
      responseSchema: checked(envelope(list(noticeRow))),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetDetailBySysCode */
    getDetailBySysCode: build.query<ApiResult<NoticeDetail>, { noticeSysCode: string }>({
      // failures show msg as a warning in the page, so the request layer stays silent
      query: (params) => ({ url: `${C}/GetDetailBySysCode`, params, silent: true }),
      responseSchema: checked(envelope(noticeDetail)),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetHomePageImageNotice */
    getHomePageImageNotice: build.query<ApiResult<ImageNotice[]>, void>({
      query: () => ({ url: `${C}/GetHomePageImageNotice` }),
      responseSchema: imageNotices,
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetIndexPageImageNotice */
    getIndexPageImageNotice: build.query<ApiResult<ImageNotice[]>, void>({
      query: () => ({ url: `${C}/GetIndexPageImageNotice` }),
      responseSchema: imageNotices,
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/Getguizhangzhidu */
    getguizhangzhidu: build.query<ApiResult<RegulationFile[]>, Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/Getguizhangzhidu`, data: data ?? {} }),
      responseSchema: checked(envelope(list(regulationRow))),
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
