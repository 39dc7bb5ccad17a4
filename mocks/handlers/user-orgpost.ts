import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import type { OrgPost } from '../../src/api/user-orgpost'
import { matches, num, okModels, paging, str } from '../helpers'
import { isPlatform, orgByCode } from '../views'

const C = '/Api/User/user_orgpost'

export const userOrgpostHandlers = [
  route(
    'post',
    `${C}/GetOrgPostListPage`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const org = orgByCode(str(body, 'OrgCode'))
      const keyword = str(body, 'KeyWord')
      const rows: (OrgPost & Record<string, unknown>)[] = db.orgPosts
        .map((op) => ({
          op,
          org: db.orgs.find((o) => o.id === op.orgId),
          post: db.posts.find((p) => p.postCode === op.postCode),
        }))
        // platform users may list another company's department (the user edit dialog of a user
        // of that company); everybody else sees their own company's rows only
        .filter(
          ({ org: o, post }) =>
            o && post && (o.companyCode === user!.companyCode || (!!org && isPlatform(user))),
        )
        .filter(({ op }) => !org || op.orgId === org.id)
        .map(({ op, org: o, post }) => ({
          id: op.id,
          orgId: o!.id,
          orgCode: o!.orgCode,
          orgName: o!.orgName,
          postCode: post!.postCode,
          postName: post!.postName,
          importance: post!.importance,
        }))
        .filter((r) => matches(r, keyword, ['postName', 'orgName']))
      return okModels(rows, paging(body, 20))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/Removeorgpost`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const org = orgByCode(str(body, 'orgCode'))
      const postCode = str(body, 'postCode')
      // rows of both lists carry orgCode + postCode; an org-post row's id also identifies it
      const match = db.orgPosts.find((op) =>
        org && postCode
          ? op.orgId === org.id && op.postCode === postCode
          : op.id === num(body, 'id'),
      )
      const matchOrg = match && db.orgs.find((o) => o.id === match.orgId)
      if (!match || !matchOrg || !(isPlatform(user) || matchOrg.companyCode === user!.companyCode))
        return fail('该岗位未关联到此部门')
      db.orgPosts = db.orgPosts.filter((op) => op !== match)
      persist()
      return ok(null, { msg: '移除成功!' })
    },
    { auth: true },
  ),
]
