import { baseApi } from './base-api'
import { isEnvelopeError, type ApiResult, type HttpError } from './http'
import { toastError } from '../lib/feedback'
import { getToken } from '../lib/token'
import { fileForm } from './form'
import * as v from 'valibot'
import { checked, count, envelope, list } from './schema'
import { userPage } from './user-row-schema'
import type { ItemPair, PageData } from './types'

/** Login step 1 answer row: item1 is the label shown, item2 the secret for step 2. */
export interface AccountChoice {
  item1: string
  item2: string
}

/** GetUserInfo data. */
export interface SessionInfo {
  roleNameList: string[]
  chnName: string
  headImage?: string
  comPanyName?: string
  sysRoles: number
  orgName?: string
  postName?: string
  loginlogo?: string
  token?: string
  /**
   * The user's action values (spec 3). The field name is not shown in the spec (assumed, see
   * docs/backend-contract.md); the guard reads the authoritative list from GetUserActionValue.
   */
  actionValues?: string[]
  // The user's own record, which GetUserInfo carries too (the self-service dialogs read it).
  userId?: string
  accountCode?: string
  mobile?: string
  idCard?: string
  /** 0 male, 1 female */
  sex?: 0 | 1
  qq?: string
  weChat?: string
  email?: string
}

/** GetUserList row. status 1 enabled, 0 disabled. */
export interface UserRow {
  userId: string
  chnName: string
  companyName?: string
  orgCode?: string
  orgCodeName?: string
  postCode?: string
  postCodeName?: string
  partTimePostCode?: string
  partTimePostCodeName?: string
  idCard?: string
  mobile?: string
  accountCode?: string
  status: 0 | 1
  companySysCode?: string
  companyCode?: string
  roleCode?: string[]
  sex?: 0 | 1
  qq?: string
  weChat?: string
  email?: string
  headImage?: string
  /** the edit form's fields, when the row carries them (the mock's does) */
  jobNum?: string
  ssNo?: string
  ssAddr?: string
  ssState?: string
  validDate?: string
}

/** The user edit form (EditUserInfo); maxlengths per spec 3. Empty validDate = '1900-01-01 00:00:00'. */
export interface UserForm {
  userId?: string
  chnName: string
  mobile: string
  orgCodeName?: string
  orgCode?: string
  postCodeName?: string
  postCode?: string
  partTimePostCodeName?: string
  partTimePostCode?: string
  /** system users only */
  validDate?: string
  idCard?: string
  jobNum?: string
  ssNo?: string
  ssAddr?: string
  ssState?: string
  email?: string
  /** 0 male, 1 female */
  sex: 0 | 1
  status: 0 | 1
}

const C = '/Api/User/user_user'

export interface LoginStep1Body {
  username: string
  password: string
}
export interface RegisterBody {
  userName: string
  userIDNumber: string
  userPhone: string
  verifyCode: string
}
/** Assumed body of CheckResetpwdVerifyCode (spec shows only "body"); see docs/backend-contract.md. */
export interface ResetpwdVerifyBody {
  secret: string
  verifyCode: string
}
/** Assumed body of SubmitResetpwdData (spec shows only "body"); see docs/backend-contract.md. */
export interface ResetpwdSubmitBody extends ResetpwdVerifyBody {
  newPassword: string
  confirmPassword: string
}

/** Body of Login / LoginWithCheckNum (fields not shown in the spec; same as the step-1 calls). */
export type LoginBody = LoginStep1Body & Record<string, unknown>
/** GET EditPassWord query. */
export interface EditPassWordQuery {
  pas1: string
  pas2: string
  CheckNum: string
}
/** GET EditPhone query (GetEditphoneCheckNum sends only NewPhone). */
export interface EditPhoneQuery {
  NewPhone: string
  CheckNum: string
}
/** GetUserList / ExportUserList body; `totle` (sic) is the total known so far. */
export interface UserListQuery {
  Key?: string
  Status?: 0 | 1 | '' | null
  OrgCode?: string
  PostCode?: string
  RefCompanyCode?: string
  pageIndex: number
  pageSize: number
  totle?: number
}
/** Self-service profile update (UpdateUserInfoByUser); only the fields the profile page edits. */
export type UserInfoByUser = Partial<Pick<UserForm, 'chnName' | 'sex' | 'email' | 'idCard'>> & {
  headImage?: string
  qq?: string
  weChat?: string
}
export interface UserIdsBody {
  ids: string[]
}
export interface EnableDisableBody extends UserIdsBody {
  status: 0 | 1
}
/** Excel import calls take the urls of files uploaded with UploadUserInfoByForm (assumed field name). */
export interface UrlsBody {
  urls: string[]
}
/** UserExportIn data: the parsed rows to preview before SaveExportIn. */
export type UserImportPreview = UserForm[]
/** Body of the travel-path lists (purpose and fields not shown in the spec). */
export type TravelPathQuery = Partial<{ pageIndex: number; pageRows: number }> &
  Record<string, unknown>

/** `ydAuthorization` is what the legacy export endpoint reads the token from. */
function exportHeaders(): Record<string, string> {
  const token = getToken()
  return token ? { ydAuthorization: `Bearer ${token}` } : {}
}

/** A refused export comes back as a JSON envelope inside the Blob: treat it like any failed call. */
async function envelopeInBlob(blob: Blob): Promise<HttpError | undefined> {
  if (!blob.type.includes('json')) return undefined
  try {
    const body = JSON.parse(await blob.text()) as ApiResult
    if (!isEnvelopeError(body)) return undefined
    const message = body.msg || '导出失败'
    toastError(message)
    return { status: 'BUSINESS', message, errorCode: body.errorCode, data: body }
  } catch {
    return undefined
  }
}

/** The accounts behind one login (step 1 and the password reset): a label and a secret each. */
const accountChoices = checked(
  envelope(list(v.looseObject({ item1: v.string(), item2: v.string() }))),
)

export const userUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_user/LoginStep1 */
    loginStep1: build.mutation<ApiResult<AccountChoice[]>, LoginStep1Body>({
      query: (data) => ({ url: `${C}/LoginStep1`, data }),
      responseSchema: accountChoices,
    }),
    /** POST /Api/User/user_user/LoginStep2 */
    loginStep2: build.mutation<ApiResult<string>, { secret: string }>({
      query: (params) => ({ url: `${C}/LoginStep2`, params }),
    }),
    /** POST /Api/User/user_user/LoginWithCheckNumStep1 */
    loginWithCheckNumStep1: build.mutation<ApiResult<AccountChoice[]>, LoginStep1Body>({
      query: (data) => ({ url: `${C}/LoginWithCheckNumStep1`, data }),
      responseSchema: accountChoices,
    }),
    /** POST /Api/User/user_user/GetCheckNum */
    getCheckNum: build.mutation<ApiResult<unknown>, { phone: string }>({
      query: (data) => ({ url: `${C}/GetCheckNum`, data }),
    }),
    /** POST /Api/User/user_user/GetUserInfo */
    getUserInfo: build.query<ApiResult<SessionInfo>, void>({
      query: () => ({ url: `${C}/GetUserInfo` }),
      providesTags: ['Session'],
    }),
    /** POST /Api/User/user_user/LoginOut */
    loginOut: build.mutation<ApiResult<unknown>, void>({
      query: () => ({ url: `${C}/LoginOut` }),
    }),
    /** POST /Api/User/user_user/GetUserRegisterCode */
    getUserRegisterCode: build.mutation<ApiResult<unknown>, { phone: string }>({
      query: (data) => ({ url: `${C}/GetUserRegisterCode`, data }),
    }),
    /** POST /Api/User/user_user/UserRegister */
    userRegister: build.mutation<ApiResult<unknown>, RegisterBody>({
      query: (data) => ({ url: `${C}/UserRegister`, data }),
    }),
    /** POST /Api/User/user_user/GetResetpwdAcc */
    getResetpwdAcc: build.mutation<ApiResult<AccountChoice[]>, { resetpwdAcc: string }>({
      query: (params) => ({ url: `${C}/GetResetpwdAcc`, params }),
      responseSchema: accountChoices,
    }),
    /** POST /Api/User/user_user/CheckResetpwdAcc */
    checkResetpwdAcc: build.mutation<ApiResult<unknown>, { secret: string }>({
      query: (params) => ({ url: `${C}/CheckResetpwdAcc`, params }),
    }),
    /** POST /Api/User/user_user/CheckResetpwdVerifyCode */
    checkResetpwdVerifyCode: build.mutation<ApiResult<unknown>, ResetpwdVerifyBody>({
      query: (data) => ({ url: `${C}/CheckResetpwdVerifyCode`, data }),
    }),
    /** POST /Api/User/user_user/SubmitResetpwdData */
    submitResetpwdData: build.mutation<ApiResult<unknown>, ResetpwdSubmitBody>({
      query: (data) => ({ url: `${C}/SubmitResetpwdData`, data }),
    }),
    /** POST /Api/User/user_user/Login */
    login: build.mutation<ApiResult<string>, LoginBody>({
      query: (data) => ({ url: `${C}/Login`, data }),
    }),
    /** POST /Api/User/user_user/LoginWithCheckNum */
    loginWithCheckNum: build.mutation<ApiResult<string>, LoginBody>({
      query: (data) => ({ url: `${C}/LoginWithCheckNum`, data }),
    }),
    /** GET /Api/User/user_user/GetEditPassWordCheckNum */
    getEditPassWordCheckNum: build.mutation<ApiResult<unknown>, void>({
      // msg holds the masked phone the code went to
      query: () => ({ url: `${C}/GetEditPassWordCheckNum`, method: 'GET' }),
    }),
    /** GET /Api/User/user_user/EditPassWord */
    editPassWord: build.mutation<ApiResult<unknown>, EditPassWordQuery>({
      query: (params) => ({ url: `${C}/EditPassWord`, method: 'GET', params }),
    }),
    /** GET /Api/User/user_user/GetEditphoneCheckNum */
    getEditphoneCheckNum: build.mutation<ApiResult<unknown>, { NewPhone: string }>({
      query: (params) => ({ url: `${C}/GetEditphoneCheckNum`, method: 'GET', params }),
    }),
    /** GET /Api/User/user_user/EditPhone */
    editPhone: build.mutation<ApiResult<unknown>, EditPhoneQuery>({
      query: (params) => ({ url: `${C}/EditPhone`, method: 'GET', params }),
      invalidatesTags: ['Session', 'User'],
    }),
    /** POST /Api/User/user_user/UpdateUserInfoByUser */
    updateUserInfoByUser: build.mutation<ApiResult<unknown>, UserInfoByUser>({
      query: (data) => ({ url: `${C}/UpdateUserInfoByUser`, data }),
      invalidatesTags: ['Session', 'User'],
    }),
    /** POST /Api/User/user_user/EditUserInfo */
    editUserInfo: build.mutation<ApiResult<unknown>, UserForm>({
      // an administrator may edit their own record
      query: (data) => ({ url: `${C}/EditUserInfo`, data }),
      invalidatesTags: ['User', 'UserCount', 'Session'],
    }),
    /** POST /Api/User/user_user/GetUserList */
    getUserList: build.query<ApiResult<PageData<UserRow>>, UserListQuery>({
      query: (data) => ({ url: `${C}/GetUserList`, data }),
      responseSchema: checked(envelope(userPage)),
      providesTags: ['User'],
    }),
    /** POST /Api/User/user_user/ExportUserList */
    exportUserList: build.mutation<string, UserListQuery>({
      // The Blob is saved right here and only the file name reaches the store (it must stay serialisable).
      async queryFn(data, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `${C}/ExportUserList`,
          data,
          responseType: 'blob',
          headers: exportHeaders(),
        })
        if (result.error) return { error: result.error as HttpError }
        const refusal = await envelopeInBlob(result.data as Blob)
        if (refusal) return { error: refusal }
        const { saveUserExport } = await import('./user-export')
        return { data: saveUserExport(result.data as Blob) }
      },
    }),
    /** GET /Api/User/user_user/OpenAndClose */
    openAndClose: build.mutation<ApiResult<unknown>, { UserId: string }>({
      // a refusal shows as 操作失败 (spec 8) on the page, not as the server's msg
      query: (params) => ({ url: `${C}/OpenAndClose`, method: 'GET', params, silent: true }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/SetPassword */
    setPassword: build.mutation<ApiResult<unknown>, { UserId: string }>({
      query: (data) => ({ url: `${C}/SetPassword`, data }),
    }),
    /** POST /Api/User/user_user/EnableDisableJTUserData */
    enableDisableJTUserData: build.mutation<ApiResult<unknown>, EnableDisableBody>({
      query: (data) => ({ url: `${C}/EnableDisableJTUserData`, data }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/DeleteJTUserData */
    deleteJTUserData: build.mutation<ApiResult<unknown>, UserIdsBody>({
      query: (data) => ({ url: `${C}/DeleteJTUserData`, data }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** GET /Api/User/user_user/SetUserCompany */
    setUserCompany: build.mutation<ApiResult<unknown>, { Code: string; UserId: string }>({
      query: (params) => ({ url: `${C}/SetUserCompany`, method: 'GET', params }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/GetUserCount */
    getUserCount: build.query<ApiResult<ItemPair>, void>({
      query: () => ({ url: `${C}/GetUserCount` }),
      // item1 all learners, item2 the activated ones
      responseSchema: checked(envelope(v.looseObject({ item1: count, item2: count }))),
      providesTags: ['UserCount'],
    }),
    /** POST /Api/User/user_user/GetwwwrootUrl */
    getwwwrootUrl: build.query<ApiResult<unknown>, void>({
      // the url arrives in msg
      query: () => ({ url: `${C}/GetwwwrootUrl` }),
    }),
    /** POST /Api/User/user_user/UserExportIn */
    userExportIn: build.mutation<ApiResult<UserImportPreview>, UrlsBody>({
      query: (data) => ({ url: `${C}/UserExportIn`, data }),
    }),
    /** POST /Api/User/user_user/checkuserinfo */
    checkuserinfo: build.mutation<ApiResult<string[]>, UrlsBody>({
      query: (data) => ({ url: `${C}/checkuserinfo`, data }),
    }),
    /** POST /Api/User/user_user/SaveExportIn */
    saveExportIn: build.mutation<ApiResult<unknown>, UrlsBody>({
      query: (data) => ({ url: `${C}/SaveExportIn`, data }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/UploadUserInfoByForm */
    uploadUserInfoByForm: build.mutation<ApiResult<string>, Blob>({
      // the uploaded file's url is data (some deployments put it in msg: read data || msg)
      query: (file) => ({ url: `${C}/UploadUserInfoByForm`, data: fileForm(file) }),
    }),
    /** POST /Api/User/user_user/GetTravelPathPageList */
    getTravelPathPageList: build.query<
      ApiResult<PageData<Record<string, unknown>>>,
      TravelPathQuery
    >({
      query: (data) => ({ url: `${C}/GetTravelPathPageList`, data }),
      providesTags: ['Travel'],
    }),
    /** POST /Api/User/user_user/TotalTravelPathPageList */
    totalTravelPathPageList: build.query<
      ApiResult<PageData<Record<string, unknown>>>,
      TravelPathQuery
    >({
      query: (data) => ({ url: `${C}/TotalTravelPathPageList`, data }),
      providesTags: ['Travel'],
    }),
    /** POST /Api/User/user_user/UnSignTravelPathPageList */
    unSignTravelPathPageList: build.query<
      ApiResult<PageData<Record<string, unknown>>>,
      TravelPathQuery
    >({
      query: (data) => ({ url: `${C}/UnSignTravelPathPageList`, data }),
      providesTags: ['Travel'],
    }),
    /** POST /Api/User/user_user/GetSysProjectNeedTravelList */
    getSysProjectNeedTravelList: build.query<ApiResult<unknown[]>, TravelPathQuery>({
      query: (data) => ({ url: `${C}/GetSysProjectNeedTravelList`, data }),
      providesTags: ['Travel', 'Project'],
    }),
    /** POST /Api/User/user_user/UploadTravelPath */
    uploadTravelPath: build.mutation<ApiResult<string>, Blob>({
      query: (file) => ({ url: `${C}/UploadTravelPath`, data: fileForm(file) }),
      invalidatesTags: ['Travel'],
    }),
  }),
})

export const {
  useLoginStep1Mutation,
  useLoginStep2Mutation,
  useLoginWithCheckNumStep1Mutation,
  useGetCheckNumMutation,
  useGetUserInfoQuery,
  useLoginOutMutation,
  useGetUserRegisterCodeMutation,
  useUserRegisterMutation,
  useGetResetpwdAccMutation,
  useCheckResetpwdAccMutation,
  useCheckResetpwdVerifyCodeMutation,
  useSubmitResetpwdDataMutation,
} = userUserApi

export const {
  useLoginMutation,
  useLoginWithCheckNumMutation,
  useGetEditPassWordCheckNumMutation,
  useEditPassWordMutation,
  useGetEditphoneCheckNumMutation,
  useEditPhoneMutation,
  useUpdateUserInfoByUserMutation,
  useEditUserInfoMutation,
  useGetUserListQuery,
  useLazyGetUserListQuery,
  useExportUserListMutation,
  useOpenAndCloseMutation,
  useSetPasswordMutation,
  useEnableDisableJTUserDataMutation,
  useDeleteJTUserDataMutation,
  useSetUserCompanyMutation,
  useGetUserCountQuery,
  useGetwwwrootUrlQuery,
  useLazyGetwwwrootUrlQuery,
  useUserExportInMutation,
  useCheckuserinfoMutation,
  useSaveExportInMutation,
  useUploadUserInfoByFormMutation,
  useGetTravelPathPageListQuery,
  useTotalTravelPathPageListQuery,
  useUnSignTravelPathPageListQuery,
  useGetSysProjectNeedTravelListQuery,
  useUploadTravelPathMutation,
} = userUserApi
