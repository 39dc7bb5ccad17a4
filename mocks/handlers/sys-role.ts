import { db, persist, nextNumber } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import type { Role } from '../../src/api/sys-role'
import { field, matches, num, okModels, param, paging, searchOf, str } from '../helpers'
import { flatten } from '../menu-tree'
import type { MockRole } from '../model'
import { SYS_ROLE_ENUM } from '../seed/menus'
import { actionsFor, NO_PERMISSION } from '../menu-tree'
import type { MockUser } from '../seed/accounts'

const C = '/Api/SysConfig/sys_role'

function roleView(r: MockRole) {
  return {
    id: r.id,
    code: r.code,
    roleName: r.roleName,
    sysRoleEnum: r.sysRoleEnum,
    sysRoleEnumName: SYS_ROLE_ENUM.find((e) => e.value === r.sysRoleEnum)?.name ?? '',
    remark: r.remark,
  }
}

/** roleAct [{actionId}] -> ids that exist in the tree. */
function actionIdsOf(body: unknown): number[] | undefined {
  const list = field(body, 'roleAct')
  if (!Array.isArray(list)) return undefined
  const known = new Set(flatten().map((m) => Number(m.id)))
  return [
    ...new Set(
      list
        .map((a) => Number((a as { actionId?: unknown })?.actionId))
        .filter((id) => known.has(id)),
    ),
  ]
}

function validate(b: Partial<Role>, self?: MockRole): string | undefined {
  if (!b.roleName?.trim()) return '请输入角色名称'
  if (b.roleName.trim().length > 50) return '角色名称不能超过50个字符'
  if (db.roles.some((r) => r.roleName === b.roleName!.trim() && r !== self)) return '角色名称已存在'
  const e = Number(b.sysRoleEnum ?? 0)
  if (!SYS_ROLE_ENUM.some((x) => x.value === e)) return '角色类型不正确'
  return undefined
}

/** Users holding a renamed role show the new name in their session. */
function refreshHolders(role: MockRole) {
  for (const u of db.users.filter((x) => x.roleCode.includes(role.code))) {
    u.roleNameList = db.roles.filter((r) => u.roleCode.includes(r.code)).map((r) => r.roleName)
  }
}

/** Role changes need the role.add / role.edit action values (behaviour B6.4). */
const holds = (user: MockUser | undefined, action: string) =>
  !!user && actionsFor(user).includes(action)

export const sysRoleHandlers = [
  route(
    'post',
    `${C}/GetRoleListPage`,
    async ({ request }) => {
      const body = await readJson(request)
      const key = str(searchOf(body, 'Search'), 'key')
      return okModels(
        db.roles.map(roleView).filter((r) => matches(r, key, ['roleName', 'code'])),
        paging(body, 20),
      )
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/GetCurrentRoles`,
    ({ request }) => {
      const role = db.roles.find((r) => r.code === param(request, 'RoleCode'))
      if (!role) return fail('角色不存在')
      // the Role entity with its permission actions, in the list AddRole and EidtRole send
      return ok({
        ...roleView(role),
        roleAct: role.actionIds.map((actionId) => ({ actionId })),
      })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/AddRole`,
    async ({ request, user }) => {
      if (!holds(user, 'role.add')) return fail(NO_PERMISSION)
      const b = await readJson<Partial<Role>>(request)
      const problem = validate(b)
      if (problem) return fail(problem)
      const id = nextNumber(db.roles, (r) => r.id)
      const role: MockRole = {
        id,
        code: `R${String(id).padStart(2, '0')}`,
        roleName: b.roleName!.trim(),
        sysRoleEnum: Number(b.sysRoleEnum ?? 0),
        actionIds: actionIdsOf(b) ?? [],
        remark: str(b, 'remark'),
      }
      db.roles.push(role)
      persist()
      return ok(role.code, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/EidtRole`,
    async ({ request, user }) => {
      if (!holds(user, 'role.edit')) return fail(NO_PERMISSION)
      const b = await readJson<Partial<Role>>(request)
      const role = db.roles.find((r) => (b.code ? r.code === b.code : r.id === num(b, 'id')))
      if (!role) return fail('角色不存在')
      const problem = validate(b, role)
      if (problem) return fail(problem)
      const wanted = Number(b.sysRoleEnum ?? role.sysRoleEnum)
      if (role.sysRoleEnum !== 0 && wanted !== role.sysRoleEnum)
        return fail('角色类型设置后不能修改')
      role.roleName = b.roleName!.trim()
      role.sysRoleEnum = wanted
      role.actionIds = actionIdsOf(b) ?? role.actionIds
      if (field(b, 'remark') !== undefined) role.remark = str(b, 'remark')
      refreshHolders(role)
      persist()
      return ok(null, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/GetSysRoleEnum`,
    () => ok(SYS_ROLE_ENUM.map((e) => ({ ...e, label: e.name }))),
    { auth: true },
  ),
]
