import * as v from 'valibot'
import { baseApi, pageOfModels, type Page } from './base-api'
import { answer, record } from './answer'
import { list } from './schema'
import { text } from './user-row-schema'

/** A company of the picker: a row without a code cannot be picked (the select leaves it out). */
const company = record({ companyCode: text, companyName: text })
export type Company = v.InferOutput<typeof company>

/** GetCompanyListPage data: the companies found (data.models; the picker reads no total). */
const companyPage = record({ models: list(company) })

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
    getCompanyListPage: build.query<Page<Company>, CompanyListQuery>({
      query: (data) => ({ url: `${C}/GetCompanyListPage`, data }),
      ...pageOfModels(answer('user_company/GetCompanyListPage', companyPage)),
      providesTags: ['Company'],
    }),
  }),
})

export const { useGetCompanyListPageQuery, useLazyGetCompanyListPageQuery } = userCompanyApi
