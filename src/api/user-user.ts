import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { AccountChoice, SessionInfo } from './types'

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
/** Assumed body of CheckResetpwdVerifyCode (spec shows only "body"); see README. */
export interface ResetpwdVerifyBody {
  secret: string
  verifyCode: string
}
/** Assumed body of SubmitResetpwdData (spec shows only "body"); see README. */
export interface ResetpwdSubmitBody extends ResetpwdVerifyBody {
  newPassword: string
  confirmPassword: string
}

export const userUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_user/LoginStep1 */
    loginStep1: build.mutation<ApiResult<AccountChoice[]>, LoginStep1Body>({
      query: (data) => ({ url: `${C}/LoginStep1`, data }),
    }),
    /** POST /Api/User/user_user/LoginStep2 */
    loginStep2: build.mutation<ApiResult<string>, { secret: string }>({
      query: (params) => ({ url: `${C}/LoginStep2`, params }),
    }),
    /** POST /Api/User/user_user/LoginWithCheckNumStep1 */
    loginWithCheckNumStep1: build.mutation<ApiResult<AccountChoice[]>, LoginStep1Body>({
      query: (data) => ({ url: `${C}/LoginWithCheckNumStep1`, data }),
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
