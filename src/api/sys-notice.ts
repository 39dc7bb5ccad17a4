import { baseApi, dataOrMsg, unwrap, type EitherPage } from './base-api'
import type { ApiResult } from './http'
import { fileForm } from './form'
import * as v from 'valibot'
import { answer, record } from './answer'
import { count, id, list, maybe, rowsEitherWay } from './schema'

// The notice calls' answers (behaviour B3.9: notice, banner, cover, regulation file): a notice is
// public-rows.ts's noticeRow. The code a notice opens by, its type and its times are never made up.
import { noticeFields, noticeRow, type Notice } from './public-rows'

export type { Notice }
const text = maybe(v.string())

/** An attachment of a notice; the list that holds them is named `attachments` (an assumption). */
const noticeAttachment = record({
  enclosureName: v.nullish(v.string(), ''),
  enclosurloadUrl: text,
})
export type NoticeAttachment = v.InferOutput<typeof noticeAttachment>

const attachments = list(noticeAttachment)

/**
 * GetDetailBySysCode data, which "returns notice and attachments" (behaviour B7.9) and is read
 * both ways that allows (contract/readings.ts): `{notice: {...}, attachments: [...]}`, or the
 * notice's own fields with its attachments in `attachments`. Either way the page gets the flat one.
 */
const noticeDetail = v.union([
  v.pipe(
    record({
      notice: record({ ...noticeFields, attachments }),
      attachments: maybe(attachments),
    }),
    v.transform(({ notice, attachments: beside }) => ({
      ...notice,
      attachments: beside?.length ? beside : notice.attachments,
    })),
  ),
  record({ ...noticeFields, attachments }),
])
export type NoticeDetail = v.InferOutput<typeof noticeDetail>

/** A regulation file: its name; a missing url leaves the name without a link. */
const regulationFile = record({
  enclosureName: v.nullish(v.string(), ''),
  enclosurloadUrl: text,
  fileType: text,
})
export type RegulationFile = v.InferOutput<typeof regulationFile>

/**
 * GetIndexPageImageNotice (the dashboard carousel): a banner is documented as id and pcBanner; the
 * notice's title and link are assumptions (without them a banner shows, named 通知公告, and leads
 * nowhere).
 */
const bannerNotice = record({
  id: maybe(id),
  pcBanner: text,
  noticeTitle: text,
  noticeSysCode: text,
  noticeType: maybe(count),
  noticeUrl: text,
})
export type BannerNotice = v.InferOutput<typeof bannerNotice>

/**
 * GetHomePageImageNotice (the 图片公告 card): a cover is documented as id and pcCoverUrlPath; its
 * title is an assumption (without it the cover is named 图片公告 N).
 */
const coverNotice = record({
  id: maybe(id),
  pcCoverUrlPath: text,
  noticeTitle: text,
})
export type CoverNotice = v.InferOutput<typeof coverNotice>

/** UploadFileByFormToAliyun data: the stored file's url, when the answer carries it there. */
const uploadedUrl = maybe(v.string())

const C = '/Api/SysConfig/sys_notice'

/** GetIndexPageListNotice query: notices of one Type, at most `limit` (6 on the home page). */
export interface IndexNoticeQuery {
  Type: number | string
  limit?: number
}

export const sysNoticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/SysConfig/sys_notice/GetIndexPageListNotice */
    getIndexPageListNotice: build.query<Notice[], IndexNoticeQuery>({
      query: (params) => ({ url: `${C}/GetIndexPageListNotice`, params }),
      ...unwrap(answer('sys_notice/GetIndexPageListNotice', list(noticeRow))),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetDetailBySysCode */
    getDetailBySysCode: build.query<NoticeDetail, { noticeSysCode: string }>({
      // failures show msg as a warning in the page, so the request layer stays silent
      query: (params) => ({ url: `${C}/GetDetailBySysCode`, params, silent: true }),
      ...unwrap(answer('sys_notice/GetDetailBySysCode', noticeDetail)),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetHomePageImageNotice */
    getHomePageImageNotice: build.query<CoverNotice[], void>({
      query: () => ({ url: `${C}/GetHomePageImageNotice` }),
      ...unwrap(answer('sys_notice/GetHomePageImageNotice', list(coverNotice))),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/GetIndexPageImageNotice */
    getIndexPageImageNotice: build.query<BannerNotice[], void>({
      query: () => ({ url: `${C}/GetIndexPageImageNotice` }),
      ...unwrap(answer('sys_notice/GetIndexPageImageNotice', list(bannerNotice))),
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/Getguizhangzhidu */
    getRegulations: build.query<RegulationFile[], Record<string, unknown> | void>({
      query: (data) => ({ url: `${C}/Getguizhangzhidu`, data: data ?? {} }),
      // its answer is not shown: the files in data, or paged as data.models (contract/readings.ts)
      rawResponseSchema: answer('sys_notice/Getguizhangzhidu', rowsEitherWay(regulationFile)),
      transformResponse: ({ data }: ApiResult<EitherPage<RegulationFile>>) =>
        Array.isArray(data) ? data : data.models,
      providesTags: ['Notice'],
    }),
    /** POST /Api/SysConfig/sys_notice/UploadFileByFormToAliyun */
    uploadFileByFormToAliyun: build.mutation<string, Blob>({
      // avatar upload: the url is data (read data || msg, some deployments answer it in msg)
      query: (file) => ({ url: `${C}/UploadFileByFormToAliyun`, data: fileForm(file) }),
      rawResponseSchema: answer('sys_notice/UploadFileByFormToAliyun', uploadedUrl),
      transformResponse: dataOrMsg,
    }),
  }),
})

export const {
  useGetIndexPageListNoticeQuery,
  useGetDetailBySysCodeQuery,
  useGetHomePageImageNoticeQuery,
  useGetIndexPageImageNoticeQuery,
  useGetRegulationsQuery,
  useUploadFileByFormToAliyunMutation,
} = sysNoticeApi
