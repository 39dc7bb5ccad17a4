import { baseApi } from './base-api'
import type { ApiResult } from './http'
import { fileForm } from './form'

const C = '/Api/Common_Manage/Common_Attach'

// Both answers carry the stored file's url in data (read data || msg: some deployments use msg).
export const commonAttachApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/Common_Manage/Common_Attach/UploadFileByForm */
    uploadFileByForm: build.mutation<ApiResult<string>, Blob>({
      query: (file) => ({ url: `${C}/UploadFileByForm`, data: fileForm(file) }),
    }),
    /** POST /Api/Common_Manage/Common_Attach/UploadFileByFormToAliyun */
    commonAttachUploadFileByFormToAliyun: build.mutation<ApiResult<string>, Blob>({
      // prefixed: sys_notice has a call of the same name
      query: (file) => ({ url: `${C}/UploadFileByFormToAliyun`, data: fileForm(file) }),
    }),
  }),
})

export const { useUploadFileByFormMutation, useCommonAttachUploadFileByFormToAliyunMutation } =
  commonAttachApi
