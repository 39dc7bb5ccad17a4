import { baseApi } from './base-api'
import type { ApiResult } from './http'
import type { PageData } from './types'

export interface Company {
  companySysCode: string
  companyCode: string
  companyName: string
}

const C = '/Api/User/user_company'

/** GetCompanyListPage body (capitalised paging; the picker asks for PageRows 100). */
export interface CompanyListQuery {
  PageIndex: number
  PageRows: number
  Search: { key?: string }
}

export const userCompanyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /Api/User/user_company/GetCompanyListPage */
    getCompanyListPage: build.query<ApiResult<PageData<Company>>, CompanyListQuery>({
      query: (data) => ({ url: `${C}/GetCompanyListPage`, data }),
      providesTags: ['Company'],
    }),
  }),
})

export const { useGetCompanyListPageQuery, useLazyGetCompanyListPageQuery } = userCompanyApi
