import type { Role } from '../../api/sys-role'
import type { MenuItem } from '../../api/types'
import { indexTree } from './permission-model'
import { roleBody, roleTypeState, saveRefusal, type PermissionState } from './role-save'

const node = (id: number, child: MenuItem[] = []): MenuItem => ({ id, name: `n${id}`, child })
// menu 3 > page 31 > button 311
const index = indexTree([node(3, [node(31, [node(311)])])])
const row = (fields: Partial<Role>): Role => ({ roleName: '讲师', ...fields })

describe('saving a role: refused when its permissions could not be read', () => {
  it('saves only when the tree and the role’s own permissions are in', () => {
    expect(saveRefusal({ state: 'ready', held: [] }, true)).toBeUndefined()
    expect(saveRefusal({ state: 'ready', held: [] }, false)).toBeUndefined()
  })

  it.each<[PermissionState['state'], string]>([
    ['unreadable', '未能读取该角色已有的权限，保存会清空该角色已有的权限，因此不能保存'],
    ['no-code', '该角色没有编码，无法读取它已有的权限，保存会清空该角色已有的权限，因此不能保存'],
    ['role-failed', '该角色已有的权限未能加载，保存会清空该角色已有的权限，请重试加载后再保存'],
    ['tree-failed', '权限树未能加载，保存会清空该角色已有的权限，请重试加载后再保存'],
    ['loading', '权限数据尚未加载完成，请稍后再保存'],
  ])('an edit whose permissions are %s is refused: %s', (state, message) => {
    expect(saveRefusal({ state } as PermissionState, true)).toBe(message)
  })

  it('a new role without the tree is refused too (it has nothing to clear)', () => {
    expect(saveRefusal({ state: 'tree-failed' }, false)).toBe('权限树未能加载，请重试加载后再保存')
  })
})

describe('the AddRole / EidtRole body', () => {
  it('a rename sends back every permission the role holds, shown or not', () => {
    const role = row({ code: 'R05', sysRoleEnum: 5, remark: '授课' })
    const body = roleBody(
      role,
      { roleName: ' 讲师（新） ', sysRoleEnum: 5, actionIds: ['3', '31'] },
      ['3', '31', '999'],
      index,
    )
    expect(body).toEqual({
      code: 'R05',
      remark: '授课',
      roleName: '讲师（新）',
      sysRoleEnum: 5,
      roleAct: [{ actionId: 3 }, { actionId: 31 }, { actionId: 999 }],
    })
  })

  it('echoes the fields of the row the app does not read (the list’s record travels back whole)', () => {
    const echoedRow = { ...row({ code: 'R05', sysRoleEnum: 0 }), id: 5, sortNo: 3 } as Role
    const body = roleBody(echoedRow, { roleName: '讲师', sysRoleEnum: 4, actionIds: [] }, [], index)
    expect(body).toMatchObject({ id: 5, sortNo: 3, code: 'R05', sysRoleEnum: 4, roleAct: [] })
  })

  it('a type once set stays, whatever the form holds', () => {
    const role = row({ code: 'R03', sysRoleEnum: 3 })
    expect(roleTypeState(role)).toBe('set')
    expect(
      roleBody(role, { roleName: 'x', sysRoleEnum: 0, actionIds: [] }, [], index),
    ).toHaveProperty('sysRoleEnum', 3)
  })

  it('a type the row did not give is left out, never sent as 0 (none)', () => {
    const role = row({ code: 'R09' })
    expect(roleTypeState(role)).toBe('unknown')
    const body = roleBody(role, { roleName: 'x', actionIds: ['311'] }, ['311'], index)
    expect(body).not.toHaveProperty('sysRoleEnum')
    expect(body.roleAct).toEqual([{ actionId: 3 }, { actionId: 31 }, { actionId: 311 }])
  })

  it('a new role sends no code (the backend gives it one) and the type chosen, 0 by default', () => {
    expect(roleBody(undefined, { roleName: '新角色', actionIds: ['31'] }, [], index)).toEqual({
      roleName: '新角色',
      sysRoleEnum: 0,
      roleAct: [{ actionId: 3 }, { actionId: 31 }],
    })
  })
})
