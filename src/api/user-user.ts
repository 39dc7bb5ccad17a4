import * as v from 'valibot'
import { baseApi, dataOf, dataOrMsg, msgOf, pageOfModels, unwrap, type Page } from './base-api'
import { isEnvelopeError, type ApiResult, type HttpError } from './http'
import { toastError } from '../lib/feedback'
import { getToken } from '../lib/token'
import { answer, echoed, record, type Answer } from './answer'
import { fileForm } from './form'
import { count, id, list, maybe } from './schema'
import { text, userPage, zeroOrOne, type UserRow } from './user-row-schema'

export { userKey, type UserPage, type UserRow } from './user-row-schema'

/** Login step 1 answer row: item1 is the label shown, item2 the secret for step 2. */
const accountChoice = record({ item1: v.string(), item2: v.string() })
export type AccountChoice = v.InferOutput<typeof accountChoice>

/**
 * GetUserInfo data: the session fields, and the user's own record, which the self-service
 * dialogs read (accountCode ... email are registered assumptions: without them 编辑资料 shows the
 * fields as not read and leaves them out of the save). A field left out stays undefined. 编辑资料
 * sends it back whole with the edits (echo.ts).
 */
const sessionInfo = echoed({
  // not a list of names: read as none, so the guard refuses the session with its message (behaviour
  // B8.7)
  roleNameList: v.fallback(maybe(v.array(v.string())), undefined),
  chnName: text,
  headImage: text,
  comPanyName: text,
  sysRoles: maybe(count),
  orgName: text,
  postName: text,
  /** tells a change of one's own record (roles) from another's */
  userId: text,
  accountCode: text,
  mobile: text,
  idCard: text,
  /** 0 male, 1 female */
  sex: zeroOrOne,
  qq: text,
  weChat: text,
  email: text,
})
export type SessionInfo = v.InferOutput<typeof sessionInfo>

/** GetUserCount data: item1 all learners, item2 the activated ones; undefined when not sent. */
const userCount = record({ item1: maybe(count), item2: maybe(count) })

/**
 * GetResetpwdAcc data: the accounts of the name typed, each {item1 label, item2 secret}, read
 * every way the documentation allows (contract/readings.ts): a list of them, one alone, or the
 * secret alone (one account, no label). null reads as not told.
 */
const resetAccounts = maybe(
  v.union([
    v.array(accountChoice),
    v.pipe(
      accountChoice,
      v.transform((one) => [one]),
    ),
    v.pipe(
      v.pipe(v.string(), v.nonEmpty()),
      v.transform((item2): AccountChoice[] => [{ item1: '', item2 }]),
    ),
  ]),
)

/**
 * UserExportIn data, as the person picker's 导入学员 reads it: the users the file names. An
 * answer whose data is not such a list reads as undefined (导入用户 reads nothing of it).
 */
const importedUsers = v.fallback(
  maybe(
    v.array(
      record({
        userId: v.pipe(
          maybe(id),
          v.transform((value) => (value === undefined || value === '' ? undefined : String(value))),
        ),
        chnName: text,
      }),
    ),
  ),
  undefined,
)
export type ImportedUsers = v.InferOutput<typeof importedUsers>

/** checkuserinfo data: the file's problems, one text each; null or none when it passed. */
const importProblems = list(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))

/** UploadUserInfoByForm data: the stored file's url (a deployment may answer it in msg instead). */
const uploadedUrl = v.fallback(maybe(v.string()), undefined)

/**
 * The EditUserInfo body (maxlengths of behaviour B3.4): a field the dialog did not read and the
 * user left empty is left out. Empty validDate = '1900-01-01 00:00:00'.
 */
export interface UserForm {
  userId?: string
  chnName?: string
  mobile?: string
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
  sex?: 0 | 1
  status?: 0 | 1
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
/**
 * Self-service profile update (UpdateUserInfoByUser): the fields 编辑资料 read, and of those it
 * could not read only what the user typed or chose.
 */
export type UserInfoByUser = Partial<Pick<UserForm, 'chnName' | 'sex' | 'email' | 'idCard'>> & {
  headImage?: string
  qq?: string
  weChat?: string
  /** the rest of the record as GetUserInfo gave it */
  [field: string]: unknown
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
/** Body of the travel-path lists (purpose and fields not documented). */
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

export const userUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_user/LoginStep1 */
    loginStep1: build.mutation<AccountChoice[], LoginStep1Body>({
      query: (data) => ({ url: `${C}/LoginStep1`, data }),
      ...unwrap(answer('user_user/LoginStep1', list(accountChoice))),
    }),
    /** POST /Api/User/user_user/LoginStep2 */
    loginStep2: build.mutation<string | undefined, { secret: string }>({
      // data is the token; without one the login says so and stays where it is
      query: (params) => ({ url: `${C}/LoginStep2`, params }),
      ...unwrap(answer('user_user/LoginStep2', maybe(v.string()))),
    }),
    /** POST /Api/User/user_user/LoginWithCheckNumStep1 */
    loginWithCheckNumStep1: build.mutation<AccountChoice[], LoginStep1Body>({
      query: (data) => ({ url: `${C}/LoginWithCheckNumStep1`, data }),
      ...unwrap(answer('user_user/LoginWithCheckNumStep1', list(accountChoice))),
    }),
    /** POST /Api/User/user_user/GetCheckNum */
    getCheckNum: build.mutation<ApiResult<unknown>, { phone: string }>({
      query: (data) => ({ url: `${C}/GetCheckNum`, data }),
    }),
    /** POST /Api/User/user_user/GetUserInfo */
    getUserInfo: build.query<SessionInfo | undefined, void>({
      query: () => ({ url: `${C}/GetUserInfo` }),
      // no data at all is no session: the guard says Verification failed, please Login again.
      ...unwrap(answer('user_user/GetUserInfo', maybe(sessionInfo))),
      providesTags: ['Session'],
    }),
    /** POST /Api/User/user_user/LoginOut */
    logout: build.mutation<ApiResult<unknown>, void>({
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
    getResetPasswordAccounts: build.mutation<AccountChoice[] | undefined, { resetpwdAcc: string }>({
      // the accounts found, like LoginStep1's; none at all (null) reads as not told
      query: (params) => ({ url: `${C}/GetResetpwdAcc`, params }),
      ...unwrap(answer('user_user/GetResetpwdAcc', resetAccounts)),
    }),
    /** POST /Api/User/user_user/CheckResetpwdAcc */
    checkResetPasswordAccount: build.mutation<ApiResult<unknown>, { secret: string }>({
      query: (params) => ({ url: `${C}/CheckResetpwdAcc`, params }),
    }),
    /** POST /Api/User/user_user/CheckResetpwdVerifyCode */
    checkResetPasswordCode: build.mutation<ApiResult<unknown>, ResetpwdVerifyBody>({
      query: (data) => ({ url: `${C}/CheckResetpwdVerifyCode`, data }),
    }),
    /** POST /Api/User/user_user/SubmitResetpwdData */
    submitResetPassword: build.mutation<ApiResult<unknown>, ResetpwdSubmitBody>({
      query: (data) => ({ url: `${C}/SubmitResetpwdData`, data }),
    }),
    /** POST /Api/User/user_user/Login */
    login: build.mutation<ApiResult<unknown>, LoginBody>({
      query: (data) => ({ url: `${C}/Login`, data }),
    }),
    /** POST /Api/User/user_user/LoginWithCheckNum */
    loginWithCheckNum: build.mutation<ApiResult<unknown>, LoginBody>({
      query: (data) => ({ url: `${C}/LoginWithCheckNum`, data }),
    }),
    /** GET /Api/User/user_user/GetEditPassWordCheckNum */
    getEditPasswordCheckNum: build.mutation<ApiResult<unknown>, void>({
      // msg holds the masked phone the code went to
      query: () => ({ url: `${C}/GetEditPassWordCheckNum`, method: 'GET' }),
    }),
    /** GET /Api/User/user_user/EditPassWord */
    editPassword: build.mutation<ApiResult<unknown>, EditPassWordQuery>({
      query: (params) => ({ url: `${C}/EditPassWord`, method: 'GET', params }),
    }),
    /** GET /Api/User/user_user/GetEditphoneCheckNum */
    getEditPhoneCheckNum: build.mutation<ApiResult<unknown>, { NewPhone: string }>({
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
    editUserInfo: build.mutation<ApiResult<unknown>, UserForm & Record<string, unknown>>({
      // an administrator may edit their own record
      query: (data) => ({ url: `${C}/EditUserInfo`, data }),
      invalidatesTags: ['User', 'UserCount', 'Session'],
    }),
    /** POST /Api/User/user_user/GetUserList */
    getUserList: build.query<Page<UserRow>, UserListQuery>({
      query: (data) => ({ url: `${C}/GetUserList`, data }),
      ...pageOfModels(answer('user_user/GetUserList', userPage)),
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
      // a refusal shows as 操作失败 (behaviour B8.9) on the page, not as the server's msg
      query: (params) => ({ url: `${C}/OpenAndClose`, method: 'GET', params, silent: true }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/SetPassword */
    setPassword: build.mutation<ApiResult<unknown>, { UserId: string }>({
      query: (data) => ({ url: `${C}/SetPassword`, data }),
    }),
    /** POST /Api/User/user_user/EnableDisableJTUserData */
    enableDisableUsers: build.mutation<ApiResult<unknown>, EnableDisableBody>({
      query: (data) => ({ url: `${C}/EnableDisableJTUserData`, data }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/DeleteJTUserData */
    deleteUsers: build.mutation<ApiResult<unknown>, UserIdsBody>({
      query: (data) => ({ url: `${C}/DeleteJTUserData`, data }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** GET /Api/User/user_user/SetUserCompany */
    setUserCompany: build.mutation<ApiResult<unknown>, { Code: string; UserId: string }>({
      query: (params) => ({ url: `${C}/SetUserCompany`, method: 'GET', params }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/GetUserCount */
    getUserCount: build.query<Answer<typeof userCount>, void>({
      query: () => ({ url: `${C}/GetUserCount` }),
      ...unwrap(answer('user_user/GetUserCount', userCount)),
      providesTags: ['UserCount'],
    }),
    /** POST /Api/User/user_user/GetwwwrootUrl */
    getWebRootUrl: build.query<string, void>({
      // the url arrives in msg
      query: () => ({ url: `${C}/GetwwwrootUrl` }),
      transformResponse: msgOf,
    }),
    /** POST /Api/User/user_user/UserExportIn */
    readUserImport: build.mutation<Answer<typeof importedUsers>, UrlsBody>({
      query: (data) => ({ url: `${C}/UserExportIn`, data }),
      ...unwrap(answer('user_user/UserExportIn', importedUsers)),
    }),
    /** POST /Api/User/user_user/checkuserinfo */
    checkUserImport: build.mutation<string[], UrlsBody>({
      query: (data) => ({ url: `${C}/checkuserinfo`, data }),
      ...unwrap(answer('user_user/checkuserinfo', importProblems)),
    }),
    /** POST /Api/User/user_user/SaveExportIn */
    saveUserImport: build.mutation<ApiResult<unknown>, UrlsBody>({
      query: (data) => ({ url: `${C}/SaveExportIn`, data }),
      invalidatesTags: ['User', 'UserCount'],
    }),
    /** POST /Api/User/user_user/UploadUserInfoByForm */
    uploadUserInfoByForm: build.mutation<string, Blob>({
      // the uploaded file's url is data (some deployments put it in msg: read data || msg)
      query: (file) => ({ url: `${C}/UploadUserInfoByForm`, data: fileForm(file) }),
      rawResponseSchema: answer('user_user/UploadUserInfoByForm', uploadedUrl),
      transformResponse: dataOrMsg,
    }),
    /** POST /Api/User/user_user/GetTravelPathPageList */
    getTravelPathPageList: build.query<unknown, TravelPathQuery>({
      query: (data) => ({ url: `${C}/GetTravelPathPageList`, data }),
      transformResponse: dataOf,
      providesTags: ['Travel'],
    }),
    /** POST /Api/User/user_user/TotalTravelPathPageList */
    totalTravelPathPageList: build.query<unknown, TravelPathQuery>({
      query: (data) => ({ url: `${C}/TotalTravelPathPageList`, data }),
      transformResponse: dataOf,
      providesTags: ['Travel'],
    }),
    /** POST /Api/User/user_user/UnSignTravelPathPageList */
    unSignTravelPathPageList: build.query<unknown, TravelPathQuery>({
      query: (data) => ({ url: `${C}/UnSignTravelPathPageList`, data }),
      transformResponse: dataOf,
      providesTags: ['Travel'],
    }),
    /** POST /Api/User/user_user/GetSysProjectNeedTravelList */
    getSysProjectNeedTravelList: build.query<unknown, TravelPathQuery>({
      query: (data) => ({ url: `${C}/GetSysProjectNeedTravelList`, data }),
      transformResponse: dataOf,
      providesTags: ['Travel', 'Project'],
    }),
    /** POST /Api/User/user_user/UploadTravelPath */
    uploadTravelPath: build.mutation<ApiResult<unknown>, Blob>({
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
  useLogoutMutation,
  useGetUserRegisterCodeMutation,
  useUserRegisterMutation,
  useGetResetPasswordAccountsMutation,
  useCheckResetPasswordAccountMutation,
  useCheckResetPasswordCodeMutation,
  useSubmitResetPasswordMutation,
} = userUserApi

export const {
  useLoginMutation,
  useLoginWithCheckNumMutation,
  useGetEditPasswordCheckNumMutation,
  useEditPasswordMutation,
  useGetEditPhoneCheckNumMutation,
  useEditPhoneMutation,
  useUpdateUserInfoByUserMutation,
  useEditUserInfoMutation,
  useGetUserListQuery,
  useLazyGetUserListQuery,
  useExportUserListMutation,
  useOpenAndCloseMutation,
  useSetPasswordMutation,
  useEnableDisableUsersMutation,
  useDeleteUsersMutation,
  useSetUserCompanyMutation,
  useGetUserCountQuery,
  useGetWebRootUrlQuery,
  useLazyGetWebRootUrlQuery,
  useReadUserImportMutation,
  useCheckUserImportMutation,
  useSaveUserImportMutation,
  useUploadUserInfoByFormMutation,
  useGetTravelPathPageListQuery,
  useTotalTravelPathPageListQuery,
  useUnSignTravelPathPageListQuery,
  useGetSysProjectNeedTravelListQuery,
  useUploadTravelPathMutation,
} = userUserApi
