import { db, persist, nextNumber } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import type { OrgNode } from '../../src/api/user-org'
import { num, param, str } from '../helpers'
import type { MockOrg } from '../model'
import type { MockUser } from '../seed/accounts'
import { companyOf, isPlatform, orgPath } from '../views'

const C = '/Api/User/user_org'
const ROOT = -1

/** Platform users may look at another company's tree with ?companyCode=; everybody else sees their own. */
function companyCodeFor(user: MockUser, request: Request): string {
  const asked = param(request, 'companyCode') || param(request, 'RefCompanyCode')
  return (isPlatform(user) && companyOf(asked)?.companyCode) || user.companyCode
}

function mayManage(user: MockUser, org: MockOrg): boolean {
  return isPlatform(user) || org.companyCode === user.companyCode
}

function toNode(org: MockOrg, all: MockOrg[]): OrgNode {
  const children = all
    .filter((o) => o.pId === org.id)
    .sort((a, b) => a.order - b.order)
    .map((o) => toNode(o, all))
  return {
    id: org.id,
    pId: org.pId,
    orgName: org.orgName,
    orgCode: org.orgCode,
    order: org.order,
    label: org.orgName,
    children,
  }
}

function tree(companyCode: string, showTop: boolean): OrgNode[] {
  const all = db.orgs.filter((o) => o.companyCode === companyCode)
  const top = all
    .filter((o) => o.pId === 0)
    .sort((a, b) => a.order - b.order)
    .map((o) => toNode(o, all))
  if (!showTop) return top
  const name = companyOf(companyCode)?.companyName ?? '全部'
  return [{ id: ROOT, pId: 0, orgName: name, orgCode: '', order: 0, label: name, children: top }]
}

function isTrue(value: string): boolean {
  return value !== '' && value !== '0' && value.toLowerCase() !== 'false'
}

/** The parent id of a save body: -1 and 0 mean "top level". */
function parentOf(body: unknown, companyCode: string): { pId: number; error?: string } {
  const pId = num(body, 'pId') ?? 0
  if (pId === ROOT || pId === 0) return { pId: 0 }
  const parent = db.orgs.find((o) => o.id === pId && o.companyCode === companyCode)
  return parent ? { pId } : { pId, error: '上级部门不存在' }
}

function childCode(companyCode: string, pId: number): string {
  const parent = db.orgs.find((o) => o.id === pId)
  const prefix = parent ? parent.orgCode : `${companyCode}-`
  const siblings = db.orgs.filter((o) => o.companyCode === companyCode && o.pId === pId)
  let n = siblings.length + 1
  while (db.orgs.some((o) => o.orgCode === `${prefix}${String(n).padStart(2, '0')}`)) n += 1
  return `${prefix}${String(n).padStart(2, '0')}`
}

export const userOrgHandlers = [
  route(
    'get',
    `${C}/GetOrgTree`,
    ({ request, user }) => {
      return ok(tree(companyCodeFor(user!, request), isTrue(param(request, 'ShowTop'))))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/AddOrg`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const orgName = str(body, 'orgName')
      if (!orgName) return fail('请输入部门')
      if (orgName.length > 50) return fail('部门名称不能超过50个字符')
      const companyCode =
        (isPlatform(user) && companyOf(str(body, 'companyCode'))?.companyCode) || user!.companyCode
      const { pId, error } = parentOf(body, companyCode)
      if (error) return fail(error)
      if (
        db.orgs.some((o) => o.companyCode === companyCode && o.pId === pId && o.orgName === orgName)
      )
        return fail('同级部门名称已存在')
      const id = nextNumber(db.orgs, (o) => o.id)
      const org = {
        id,
        pId,
        orgName,
        orgCode: childCode(companyCode, pId),
        order: num(body, 'order') ?? 0,
        companyCode,
      }
      db.orgs.push(org)
      persist()
      return ok(org, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/EditOrg`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const org = db.orgs.find((o) => o.id === num(body, 'id') && mayManage(user!, o))
      if (!org) return fail('部门不存在')
      const orgName = str(body, 'orgName')
      if (!orgName) return fail('请输入部门')
      // a save that leaves the parent out keeps it (the dialog could not read it)
      const { pId, error } =
        num(body, 'pId') === undefined ? { pId: org.pId } : parentOf(body, org.companyCode)
      if (error) return fail(error)
      const target = db.orgs.find((o) => o.id === pId)
      if (pId === org.id || (target && orgPath(target).some((o) => o.id === org.id)))
        return fail('不能移动到自身或下级部门')
      if (
        db.orgs.some(
          (o) =>
            o.id !== org.id &&
            o.companyCode === org.companyCode &&
            o.pId === pId &&
            o.orgName === orgName,
        )
      )
        return fail('同级部门名称已存在')
      Object.assign(org, { orgName, pId, order: num(body, 'order') ?? org.order })
      for (const u of db.users) if (u.orgCode === org.orgCode) u.orgName = orgName
      persist()
      return ok(org, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/DeleteOrg`,
    async ({ request, user }) => {
      const id = num(await readJson(request), 'id')
      if (id === ROOT) return fail('根节点不能删除')
      const org = db.orgs.find((o) => o.id === id && mayManage(user!, o))
      if (!org) return fail('部门不存在')
      if (db.orgs.some((o) => o.pId === org.id) || db.users.some((u) => u.orgCode === org.orgCode))
        return fail('该部门下存在子部门或人员，无法删除')
      db.orgs = db.orgs.filter((o) => o.id !== org.id)
      db.orgPosts = db.orgPosts.filter((op) => op.orgId !== org.id)
      persist()
      return ok(null, { msg: '删除成功!' })
    },
    { auth: true },
  ),
]
