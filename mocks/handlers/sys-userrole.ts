import { db, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { field, idList, str } from '../helpers'
import { isPlatform } from '../views'
import { actionsFor, NO_PERMISSION } from '../menu-tree'

const C = '/Api/SysConfig/sys_userrole'

export const sysUserroleHandlers = [
  route(
    'post',
    `${C}/SaveUserRole`,
    async ({ request, user }) => {
      if (!actionsFor(user!).includes('User.SetRoles')) return fail(NO_PERMISSION)
      const body = await readJson(request)
      const target = db.users.find(
        (u) =>
          u.userId === str(body, 'UserId') &&
          (isPlatform(user) || u.companyCode === user!.companyCode),
      )
      if (!target) return fail('用户不存在')
      const codes = [...new Set(idList(field(body, 'RoleList')))]
      if (codes.length === 0) return fail('请选择角色')
      const roles = codes.map((code) => db.roles.find((r) => r.code === code))
      if (roles.some((r) => !r)) return fail('角色不存在')
      target.roleCode = codes
      target.roleNameList = roles.map((r) => r!.roleName)
      // the most privileged role type decides what the dashboard shows
      const types = roles.map((r) => r!.sysRoleEnum).filter((e) => e > 0)
      if (types.length) target.sysRoles = Math.min(...types)
      persist()
      return ok(null, { msg: '设置成功' })
    },
    { auth: true },
  ),
]
