import { db, nextNumber, persist } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import type { ActionBody } from '../../src/api/sys-action'
import type { MenuItem } from '../../src/api/types'
import { param } from '../helpers'
import {
  actionsFor,
  findNode,
  flatten,
  mayOpen,
  menusFor,
  NO_PERMISSION,
  parentList,
  prune,
  removeNode,
} from '../menu-tree'
import type { MockUser } from '../seed/accounts'

const C = '/Api/SysConfig/sys_action'

function withRoleList(node: MenuItem): MenuItem {
  const buttons = (node.child ?? []).filter((c) => c.type === 2)
  return { ...node, roleList: buttons.map((b) => ({ name: b.name, value: b.value ?? '' })) }
}

function validate(b: Partial<ActionBody>, selfId?: number | string): string | undefined {
  if (!b.name?.trim()) return '请输入菜单名'
  if (b.type !== undefined && ![0, 1, 2].includes(Number(b.type))) return '类型不正确'
  const others = flatten().filter(
    (m) => String(m.id) !== String(selfId ?? '') && String(m.parentId) !== String(selfId ?? '-'),
  )
  const values = [
    b.type === 2 ? b.value : undefined,
    ...(b.roleList ?? []).map((r) => r.value),
  ].filter((v): v is string => !!v)
  if (
    new Set(values).size !== values.length ||
    values.some((v) => others.some((m) => m.value === v))
  )
    return '权限值已存在'
  return undefined
}

function nextId(): number {
  return nextNumber(flatten(), (m) => Number(m.id) || 0)
}

/** Button permissions edited inline (roleList) become the node's type 2 children. */
function syncButtons(node: MenuItem, roleList: { name: string; value: string }[] | undefined) {
  if (!roleList) return
  const pages = (node.child ?? []).filter((c) => c.type !== 2)
  const old = (node.child ?? []).filter((c) => c.type === 2)
  const buttons = roleList.map((r, i) => {
    const kept = old.find((o) => o.value === r.value)
    if (kept) return { ...kept, name: r.name, sort: i + 1 }
    const id = nextId() + i
    return {
      id,
      parentId: node.id,
      type: 2 as const,
      name: r.name,
      value: r.value,
      url: '',
      icon: '',
      needAction: 1 as const,
      sort: i + 1,
      isHidden: 1 as const,
      status: 1,
      code: `ACT${String(id).padStart(4, '0')}`,
      child: [],
    }
  })
  node.child = [...pages, ...buttons]
}

/** The permission tree is platform-wide: only roles with the permission page may change it. */
const mayEdit = (user: MockUser | undefined) => !!user && mayOpen(user, '/system/menu')

export const sysActionHandlers = [
  route('post', `${C}/GetUserMenuList`, ({ user }) => ok(menusFor(user!)), { auth: true }),
  route('post', `${C}/GetUserActionValue`, ({ user }) => ok(actionsFor(user!)), { auth: true }),
  route(
    'get',
    `${C}/GetRoleTree`,
    ({ request }) => {
      const status = param(request, 'Status')
      const types = param(request, 'ActionType').split(',').filter(Boolean).map(Number)
      return ok(
        prune(
          db.menus,
          (m) =>
            (status === '' || String(m.status) === status) &&
            (types.length === 0 || types.includes(Number(m.type))),
        ),
      )
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/GetActionById`,
    ({ request }) => {
      const node = findNode(param(request, 'Id'))
      return node ? ok(withRoleList(node)) : fail('菜单不存在')
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/AddAction`,
    async ({ request, user }) => {
      if (!mayEdit(user)) return fail(NO_PERMISSION)
      const b = await readJson<Partial<ActionBody>>(request)
      const problem = validate(b)
      if (problem) return fail(problem)
      const siblings = parentList(b.parentId)
      if (!siblings) return fail('上级菜单不存在')
      const id = nextId()
      const { roleList, ...rest } = b
      const node: MenuItem = {
        url: '',
        icon: '',
        value: '',
        needAction: 0,
        sort: siblings.length + 1,
        isHidden: 0,
        status: 1,
        type: 0,
        ...rest,
        id,
        parentId: b.parentId ?? 0,
        name: b.name!.trim(),
        code: `ACT${String(id).padStart(4, '0')}`,
        child: [],
      }
      siblings.push(node)
      syncButtons(node, roleList)
      persist()
      return ok(id, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/EditAction`,
    async ({ request, user }) => {
      if (!mayEdit(user)) return fail(NO_PERMISSION)
      const b = await readJson<Partial<ActionBody>>(request)
      const id = b.id
      const node = id !== undefined ? findNode(id) : undefined
      if (id === undefined || !node) return fail('菜单不存在')
      const problem = validate(b, node.id)
      if (problem) return fail(problem)
      const { roleList, id: _id, ...rest } = b
      if (rest.parentId !== undefined && String(rest.parentId) !== String(node.parentId ?? 0)) {
        const target = parentList(rest.parentId)
        if (!target || flatten([node]).some((m) => String(m.id) === String(rest.parentId)))
          return fail('上级菜单不正确')
        removeNode(id)
        target.push(node)
      }
      Object.assign(node, { ...rest, name: b.name!.trim(), code: node.code })
      syncButtons(node, roleList)
      persist()
      return ok(null, { msg: '保存成功' })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/SaveActionStatus`,
    ({ request, user }) => {
      if (!mayEdit(user)) return fail(NO_PERMISSION)
      const code = param(request, 'Code')
      const node = flatten().find((m) => m.code === code)
      if (!node) return fail('菜单不存在')
      node.status = node.status === 0 ? 1 : 0
      persist()
      return ok(node.status, { msg: '操作成功' })
    },
    { auth: true },
  ),
]
