import { db, persist, nextNumber } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import type { Post } from '../../src/api/user-post'
import { field, idList, matches, num, okModels, paging, str } from '../helpers'
import type { MockPost } from '../model'
import type { MockUser } from '../seed/accounts'
import { companyOf, isPlatform, orgByCode, orgPath } from '../views'

const C = '/Api/User/user_post'

/** A post with the organisations it is attached to (names, and id paths for the cascader). */
export function postRow(p: MockPost, orgCode = ''): Post & Record<string, unknown> {
  const orgs = db.orgPosts
    .filter((op) => op.postCode === p.postCode)
    .map((op) => db.orgs.find((o) => o.id === op.orgId))
    .filter((o) => !!o)
  const current = orgByCode(orgCode)
  return {
    id: p.id,
    postCode: p.postCode,
    postName: p.postName,
    importance: p.importance,
    orgCode: current?.orgCode ?? '',
    orgId: current?.id ?? '',
    orgName: current ? current.orgName : orgs.map((o) => o.orgName).join(','),
    orgNameStr: orgs
      .map((o) =>
        orgPath(o)
          .map((x) => x.orgName)
          .join('/'),
      )
      .join(','),
    orgNamePathsStr: orgs
      .map((o) =>
        orgPath(o)
          .map((x) => x.id)
          .join(','),
      )
      .join('|'),
  }
}

export function companyPosts(user: MockUser): MockPost[] {
  return db.posts.filter((p) => p.companyCode === user.companyCode)
}

export const userPostHandlers = [
  route(
    'post',
    `${C}/GetPostListPage`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const orgCode = str(body, 'OrgCode')
      const org = orgByCode(orgCode)
      if (orgCode && !org) return fail('部门不存在')
      const keyword = str(body, 'KeyWord')
      // platform users may look at another company's posts with companyCode (assumed field)
      const asked = isPlatform(user) ? companyOf(str(body, 'companyCode')) : undefined
      const rows = (
        asked ? db.posts.filter((p) => p.companyCode === asked.companyCode) : companyPosts(user!)
      )
        .filter(
          (p) =>
            !org || db.orgPosts.some((op) => op.orgId === org.id && op.postCode === p.postCode),
        )
        .map((p) => postRow(p, orgCode))
        .filter((r) => matches(r, keyword, ['postName', 'orgName', 'orgNameStr']))
      return okModels(rows, paging(body, 20))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/SavePost`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const postName = str(body, 'postName')
      if (!postName) return fail('请输入岗位')
      if (postName.length > 50) return fail('岗位名称不能超过50个字符')
      const mine = companyPosts(user!)
      const id = num(body, 'id')
      const existing = id !== undefined ? mine.find((p) => p.id === id) : undefined
      // an edit that leaves the importance out keeps it (the dialog could not read it)
      const importance = num(body, 'importance') ?? existing?.importance ?? 3
      if (![1, 2, 3].includes(importance)) return fail('重要程度应为1-3')
      if (id !== undefined && !existing) return fail('岗位不存在')
      if (mine.some((p) => p.postName === postName && p.id !== existing?.id))
        return fail('岗位名称已存在')
      if (existing) {
        Object.assign(existing, { postName, importance })
        for (const u of db.users) if (u.postCode === existing.postCode) u.postName = postName
      } else {
        let n = mine.length + 1
        while (
          db.posts.some((p) => p.postCode === `${user!.companyCode}-P${String(n).padStart(2, '0')}`)
        )
          n += 1
        db.posts.push({
          id: nextNumber(db.posts, (p) => p.id),
          postCode: `${user!.companyCode}-P${String(n).padStart(2, '0')}`,
          postName,
          importance,
          companyCode: user!.companyCode,
        })
      }
      persist()
      return ok(null, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/DeletePost`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const code = str(body, 'postCode')
      const post = companyPosts(user!).find((p) =>
        code ? p.postCode === code : p.id === num(body, 'id'),
      )
      if (!post) return fail('岗位不存在')
      if (
        db.users.some((u) => u.postCode === post.postCode || u.partTimePostCode === post.postCode)
      )
        return fail('该岗位下存在人员，无法删除')
      db.posts = db.posts.filter((p) => p !== post)
      db.orgPosts = db.orgPosts.filter((op) => op.postCode !== post.postCode)
      persist()
      return ok(null, { msg: '删除成功!' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/SetOrgPostBySelectOrg`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const post = companyPosts(user!).find((p) => p.postCode === str(body, 'PostCode'))
      if (!post) return fail('岗位不存在')
      const ids = idList(field(body, 'OrgIds')).map(Number)
      if (ids.length === 0) return fail('请选择部门！')
      const orgs = ids.map((id) =>
        db.orgs.find((o) => o.id === id && o.companyCode === post.companyCode),
      )
      if (orgs.some((o) => !o)) return fail('部门不存在')
      // the dialog sends the complete selection: it replaces the post's departments
      db.orgPosts = db.orgPosts.filter((op) => op.postCode !== post.postCode)
      for (const org of orgs)
        db.orgPosts.push({
          id: nextNumber(db.orgPosts, (op) => op.id),
          orgId: org!.id,
          postCode: post.postCode,
        })
      persist()
      return ok(null, { msg: '设置成功' })
    },
    { auth: true },
  ),
]
