import { db } from '../db'
import { readJson } from '../respond'
import { route } from '../route'
import { matches, okModels, paging, searchOf, str } from '../helpers'
import { isPlatform } from '../views'

const C = '/Api/User/user_company'

export const userCompanyHandlers = [
  route(
    'post',
    `${C}/GetCompanyListPage`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const key = str(searchOf(body, 'Search'), 'key')
      const rows = db.companies
        .filter((c) => isPlatform(user) || c.companyCode === user!.companyCode)
        .filter((c) => matches(c, key, ['companyName', 'companyCode']))
      return okModels(rows, paging(body, 100))
    },
    { auth: true },
  ),
]
