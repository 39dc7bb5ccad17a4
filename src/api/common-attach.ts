import { baseApi } from './base-api'
import type { AxiosProgressEvent } from 'axios'
import { request, type ApiResult, type HttpError } from './http'
import { fileForm } from './form'
import { toastError } from '../lib/feedback'

const C = '/Api/Common_Manage/Common_Attach'

// Both answers carry the stored file's url in data (read data || msg: some deployments use msg).
// The pages upload with uploadFile below (progress, timeout, another address); the two endpoints
// are not read by any page, so their answers are typed unknown.
export const commonAttachApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Common_Manage/Common_Attach/UploadFileByForm */
    uploadFileByForm: build.mutation<ApiResult<unknown>, Blob>({
      query: (file) => ({ url: `${C}/UploadFileByForm`, data: fileForm(file) }),
    }),
    /** POST /Api/Common_Manage/Common_Attach/UploadFileByFormToAliyun */
    commonAttachUploadFileByFormToAliyun: build.mutation<ApiResult<unknown>, Blob>({
      // prefixed: sys_notice has a call of the same name
      query: (file) => ({ url: `${C}/UploadFileByFormToAliyun`, data: fileForm(file) }),
    }),
  }),
})

export const { useUploadFileByFormMutation, useCommonAttachUploadFileByFormToAliyunMutation } =
  commonAttachApi

/** Options of uploadFile. */
export interface UploadOptions {
  /** another upload address (the image-crop upload is configurable); default UploadFileByForm */
  url?: string
  /** ms; default the request layer's 30 s */
  timeout?: number
  /** 0-100 while the file is sent (an XHR upload: fetch cannot report it) */
  onProgress?: (percent: number) => void
  /** the caller shows the failure itself (no toast from the request layer) */
  background?: boolean
}

/** The stored file's url of an upload answer: data, or msg on deployments that answer it there. */
export function uploadedUrl(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return ''
  const { data, msg } = answer as { data?: unknown; msg?: unknown }
  if (typeof data === 'string' && data.trim()) return data.trim()
  return typeof msg === 'string' ? msg.trim() : ''
}

/**
 * One upload outside the cache (a progress bar, a longer timeout, another address): multipart
 * with the field `file`; resolves to the stored file's url, rejects with the request layer's
 * HttpError (shown by it unless `background`).
 */
export async function uploadFile(file: Blob, options: UploadOptions = {}): Promise<string> {
  const { url = `${C}/UploadFileByForm`, timeout, onProgress, background } = options
  const answer = await request<string>({
    url,
    method: 'POST',
    data: fileForm(file),
    background,
    ...(timeout ? { timeout } : {}),
    ...(onProgress
      ? {
          adapter: 'xhr',
          onUploadProgress: (event: AxiosProgressEvent) =>
            onProgress(
              Math.min(100, Math.round((100 * event.loaded) / (event.total || file.size || 1))),
            ),
        }
      : {}),
  })
  const stored = uploadedUrl(answer)
  if (stored) return stored
  const message = '上传失败：服务器没有返回文件地址'
  if (!background) toastError(message)
  throw { status: 'PARSE', message } satisfies HttpError
}
