import type { MenuItem } from '../../src/api/types'
import { db } from '../db'
import { ok } from '../respond'
import { route } from '../route'
import { grantsFor } from '../seed/accounts'

const C = '/Api/SysConfig/sys_action'

function menusFor(sysRoles: number): MenuItem[] {
  const grants = grantsFor(sysRoles)
  return db.menus
    .filter((m) => grants.menuIds.includes(Number(m.id)) && m.status !== 0)
    .map((m) => ({ ...m, child: (m.child ?? []).filter((c) => c.status !== 0 && (!grants.pageIds || grants.pageIds.includes(Number(c.id)))) }))
}

export const sysActionHandlers = [
  route('post', `${C}/GetUserMenuList`, ({ user }) => ok(menusFor(user!.sysRoles)), { auth: true }),
  route('post', `${C}/GetUserActionValue`, ({ user }) => ok(grantsFor(user!.sysRoles).actions), { auth: true }),
]
