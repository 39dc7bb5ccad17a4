// user_user, part of ../user-user.ts: the user-management screen (list, export, enable/disable, delete, company, edit).
import { HttpResponse } from 'msw'
import { db, newId, persist } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import { isPhone } from '../../../src/lib/validators'
import type { UserForm, UserRow } from '../../../src/api/user-user'
import { field, idList, matches, now, okModels, param, paging, str } from '../../helpers'
import { makeUser, NO_DATE, type MockUser } from '../../seed/accounts'
import { companyOf, isPlatform, orgByCode, orgPath, postByCode, userRow } from '../../views'

const C = '/Api/User/user_user'
export const RESET_PASSWORD = 'Yd@123456'

/** Users the caller may manage: platform level all (or one company), others their own company. */
export function usersInScope(user: MockUser, companyCode = ''): MockUser[] {
  const company = isPlatform(user)
    ? (companyOf(companyCode)?.companyCode ?? companyCode)
    : user.companyCode
  return company ? db.users.filter((u) => u.companyCode === company) : db.users
}

function orgAndBelow(code: string): Set<string> {
  const root = orgByCode(code)
  const codes = new Set<string>(root ? [] : [code])
  if (root)
    for (const o of db.orgs) if (orgPath(o).some((p) => p.id === root.id)) codes.add(o.orgCode)
  return codes
}

function filtered(user: MockUser, body: unknown): UserRow[] {
  const key = str(body, 'Key')
  const statusText = str(body, 'Status')
  const orgCode = str(body, 'OrgCode')
  const postCode = str(body, 'PostCode')
  const orgs = orgCode ? orgAndBelow(orgCode) : undefined
  return usersInScope(user, str(body, 'RefCompanyCode'))
    .map(userRow)
    .filter((r) => matches(r, key, ['accountCode', 'chnName', 'companyName', 'mobile']))
    .filter((r) => statusText === '' || String(r.status) === statusText)
    .filter((r) => !orgs || orgs.has(String(r.orgCode)))
    .filter((r) => !postCode || r.postCode === postCode || r.partTimePostCode === postCode)
}

function managed(user: MockUser, id: string): MockUser | undefined {
  return usersInScope(user).find((u) => u.userId === id)
}

const cell = (v: unknown) => `<td>${String(v ?? '').replace(/</g, '&lt;')}</td>`

/** An .xls Excel opens: an HTML table with the list columns. */
function exportSheet(rows: UserRow[]): string {
  const head = ['姓名', '公司', '部门', '岗位', '证件号', '手机号', '登录账号', '状态']
  const lines = rows.map(
    (r) =>
      `<tr>${[r.chnName, r.companyName, r.orgCodeName, r.postCodeName, r.idCard, r.mobile, r.accountCode, r.status === 1 ? '启用' : '禁用'].map(cell).join('')}</tr>`,
  )
  return `<html><head><meta charset="utf-8"></head><body><table border="1"><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>${lines.join('')}</table></body></html>`
}

/** Maxlengths of the user form (behaviour B3.4) with the labels the form shows. */
const LIMITS: [keyof UserForm, string, number][] = [
  ['chnName', '姓名', 50],
  ['mobile', '手机号', 20],
  ['idCard', '证件号', 20],
  ['jobNum', '工号', 30],
  ['ssNo', '社保号', 50],
  ['ssAddr', '社保地址', 100],
  ['ssState', '社保状态', 50],
  ['email', '邮箱', 50],
]

const TEXTS = [
  'chnName',
  'mobile',
  'idCard',
  'jobNum',
  'ssNo',
  'ssAddr',
  'ssState',
  'email',
] as const

/**
 * The user as a save would leave it: the body's fields over what the user has. An edit may leave
 * out a field the dialog could not read: the user keeps it.
 */
function merged(u: MockUser | undefined, b: Partial<UserForm>): Partial<UserForm> {
  const kept = (k: (typeof TEXTS)[number]) => (b[k] !== undefined ? b[k] : u?.[k])
  return {
    ...Object.fromEntries(TEXTS.map((k) => [k, kept(k)])),
    sex: b.sex !== undefined ? b.sex : (u?.sex as 0 | 1 | undefined),
  }
}

function validate(b: Partial<UserForm>): string | undefined {
  if (!b.chnName?.trim()) return '请输入姓名'
  if (!b.mobile?.trim()) return '请输入手机号'
  if (!isPhone(b.mobile.trim())) return '请输入正确的手机号'
  if (b.sex !== 0 && b.sex !== 1) return '请选择性别'
  if (!b.idCard?.trim() && !b.jobNum?.trim()) return '用户证件号和工号不允许同时为空'
  const over = LIMITS.find(([k, , max]) => String(b[k] ?? '').length > max)
  return over ? `${over[1]}不能超过${over[2]}个字符` : undefined
}

/**
 * Saves the fields the body carries; a field left out stays as it is. A department or post is
 * saved by its code: a name sent without its code changes nothing.
 */
function applyForm(u: MockUser, b: Partial<UserForm>) {
  const given = (k: keyof UserForm) => b[k] !== undefined
  const text = (k: keyof UserForm) => String(b[k] ?? '').trim()
  for (const k of TEXTS) if (given(k)) u[k] = text(k)
  if (b.sex === 0 || b.sex === 1) u.sex = b.sex
  if (given('status')) u.status = b.status === 0 ? 0 : 1
  if (given('orgCode')) {
    u.orgCode = text('orgCode')
    u.orgName = orgByCode(u.orgCode)?.orgName ?? ''
  }
  if (given('postCode')) {
    u.postCode = text('postCode')
    u.postName = postByCode(u.postCode)?.postName ?? ''
  }
  if (given('partTimePostCode')) u.partTimePostCode = text('partTimePostCode')
  if (given('validDate')) u.validDate = text('validDate') || NO_DATE
}

export const userAdminHandlers = [
  route(
    'post',
    `${C}/GetUserList`,
    async ({ request, user }) => {
      const body = await readJson(request)
      return okModels(filtered(user!, body), paging(body, 20))
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/ExportUserList`,
    async ({ request, user }) => {
      // the legacy export reads its token from ydAuthorization, not from Authorization
      const exportToken = (request.headers.get('ydAuthorization') ?? '').replace(/^Bearer\s+/i, '')
      if (!exportToken || db.tokens[exportToken] !== user!.userId)
        return fail('导出授权无效，请重新登录后再导出')
      const body = await readJson(request)
      return new HttpResponse(exportSheet(filtered(user!, body)), {
        headers: { 'Content-Type': 'application/vnd.ms-excel; charset=utf-8' },
      })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/OpenAndClose`,
    ({ request, user }) => {
      const target = managed(user!, param(request, 'UserId'))
      if (!target) return fail('操作失败，用户不存在')
      target.status = target.status === 1 ? 0 : 1
      persist()
      return ok(target.status, { msg: '操作成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/SetPassword`,
    async ({ request, user }) => {
      const target = managed(user!, str(await readJson(request), 'UserId'))
      if (!target) return fail('用户不存在')
      target.password = RESET_PASSWORD
      persist()
      return ok(null, { msg: '重置成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/EnableDisableJTUserData`,
    async ({ request, user }) => {
      const body = await readJson(request)
      const ids = idList(field(body, 'ids'))
      const status = Number(field(body, 'status'))
      if (ids.length === 0) return fail('请选择用户')
      if (status !== 0 && status !== 1) return fail('状态不正确')
      const targets = ids.map((id) => managed(user!, id)).filter((u): u is MockUser => !!u)
      targets.forEach((u) => {
        u.status = status
      })
      persist()
      return ok(targets.length, { msg: '操作成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/DeleteJTUserData`,
    async ({ request, user }) => {
      const ids = idList(field(await readJson(request), 'ids'))
      if (ids.length === 0) return fail('请选择用户')
      if (ids.includes(user!.userId)) return fail('不能删除当前登录的账号')
      const gone = new Set(ids.filter((id) => managed(user!, id)))
      db.users = db.users.filter((u) => !gone.has(u.userId))
      for (const [token, userId] of Object.entries(db.tokens))
        if (gone.has(userId)) delete db.tokens[token]
      persist()
      return ok(gone.size, { msg: '删除成功!' })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/SetUserCompany`,
    ({ request, user }) => {
      const company = companyOf(param(request, 'Code'))
      const target = managed(user!, param(request, 'UserId'))
      if (!company) return fail('请选择公司')
      if (!target) return fail('用户不存在')
      if (target.companyCode !== company.companyCode) {
        Object.assign(target, {
          companyCode: company.companyCode,
          comPanyName: company.companyName,
          orgCode: '',
          orgName: '',
          postCode: '',
          postName: '',
          partTimePostCode: '',
        })
      }
      persist()
      return ok(null, { msg: '设置成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/GetUserCount`,
    ({ user }) => {
      const learners = usersInScope(user!).filter((u) => u.sysRoles === 4)
      return ok({ item1: learners.length, item2: learners.filter((u) => u.status === 1).length })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/EditUserInfo`,
    async ({ request, user }) => {
      const b = await readJson<Partial<UserForm> & { companyCode?: string; accountCode?: string }>(
        request,
      )
      if (b.userId) {
        const target = managed(user!, b.userId)
        if (!target) return fail('用户不存在')
        const problem = validate(merged(target, b))
        if (problem) return fail(problem)
        applyForm(target, b)
        persist()
        return ok(null, { msg: '修改成功' })
      }
      const problem = validate(b)
      if (problem) return fail(problem)
      const company =
        (isPlatform(user) && companyOf(b.companyCode ?? '')) || companyOf(user!.companyCode)!
      const mobile = b.mobile!.trim()
      if (db.users.some((u) => u.companyCode === company.companyCode && u.mobile === mobile))
        return fail('该手机号在本公司已存在')
      const created = makeUser(
        {
          userId: newId('u'),
          accountCode: b.accountCode?.trim() || mobile,
          password: RESET_PASSWORD,
          chnName: '',
          mobile,
          companyCode: company.companyCode,
          comPanyName: company.companyName,
        },
        now(),
      )
      applyForm(created, b)
      db.users.push(created)
      persist()
      return ok(created.userId, { msg: '保存成功' })
    },
    { auth: true },
  ),
]
