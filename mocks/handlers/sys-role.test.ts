import type { CurrentRole } from '../../src/api/sys-role'
import type { Role } from '../../src/api/sys-role'
import type { MenuItem, PageData } from '../../src/api/types'
import { call, tokenFor } from '../test-client'

const ROLE = '/Api/SysConfig/sys_role'
const ACTION = '/Api/SysConfig/sys_action'

describe('role and permission mocks', () => {
  it('adds and edits roles with their permission actions', async () => {
    const token = tokenFor('u-admin')
    await call(`${ROLE}/AddRole`, {
      body: { roleName: '安全督导', sysRoleEnum: 5, roleAct: [{ actionId: 1 }, { actionId: 11 }] },
      token,
    })
    const roles = (
      await call<PageData<Role>>(`${ROLE}/GetRoleListPage`, {
        body: { PageIndex: 1, pageRows: 1000 },
        token,
      })
    ).data
    const created = roles.models.find((r) => r.roleName === '安全督导')!
    expect(created.sysRoleEnum).toBe(5)
    const current = await call<CurrentRole>(`${ROLE}/GetCurrentRoles`, {
      method: 'GET',
      query: { RoleCode: created.code },
      token,
    })
    expect(current.data.roleAct).toEqual([{ actionId: 1 }, { actionId: 11 }])
    expect(
      await call(`${ROLE}/EidtRole`, { body: { ...created, sysRoleEnum: 3, roleAct: [] }, token }),
    ).toMatchObject({ success: false })
    await call(`${ROLE}/EidtRole`, {
      body: { ...created, roleName: '安全督导员', roleAct: [{ actionId: 1 }] },
      token,
    })
    const edited = await call<CurrentRole>(`${ROLE}/GetCurrentRoles`, {
      method: 'GET',
      query: { RoleCode: created.code },
      token,
    })
    expect(edited.data).toMatchObject({ roleName: '安全督导员', roleAct: [{ actionId: 1 }] })
    const page = (
      await call<PageData<Role>>(`${ROLE}/GetRoleListPage`, {
        body: { PageIndex: 2, pageSize: 3 },
        token,
      })
    ).data
    expect(page.models).toHaveLength(3)
    expect(page.totalCount).toBe(9)
  })

  it('refuses role, user-role and permission changes to callers without the right', async () => {
    const company = tokenFor('u-company')
    const denied = { success: false, msg: '没有权限执行此操作' }
    expect(
      await call(`${ROLE}/AddRole`, {
        body: { roleName: '越权角色', sysRoleEnum: 0, roleAct: [] },
        token: company,
      }),
    ).toMatchObject(denied)
    expect(
      await call(`${ROLE}/EidtRole`, {
        body: { code: 'R04', roleName: '学员', sysRoleEnum: 4, roleAct: [] },
        token: company,
      }),
    ).toMatchObject(denied)
    expect(
      await call(`${ACTION}/SaveActionStatus`, {
        method: 'GET',
        query: { Code: 'ACT0011' },
        token: company,
      }),
    ).toMatchObject(denied)
    expect(
      await call(`${ACTION}/AddAction`, {
        body: { name: '越权菜单', parentId: 0, type: 0 },
        token: company,
      }),
    ).toMatchObject(denied)
    expect(
      await call('/Api/SysConfig/sys_userrole/SaveUserRole', {
        body: { UserId: 'u-twin-a', RoleList: ['R01'] },
        token: tokenFor('u-learner'),
      }),
    ).toMatchObject(denied)
    const roles = (
      await call<PageData<Role>>(`${ROLE}/GetRoleListPage`, {
        body: { PageIndex: 1, pageRows: 1000 },
        token: company,
      })
    ).data
    expect(roles.models.map((r) => r.roleName)).not.toContain('越权角色')
  })

  it('derives menus and action values from roles, and honours the status toggle', async () => {
    const token = tokenFor('u-company')
    expect((await call<string[]>(`${ACTION}/GetUserActionValue`, { token })).data).toEqual([
      'User.AddUser',
      'User.ComPanyEdit',
      'User.ExportInUser',
      'User.SetRoles',
    ])
    const admin = tokenFor('u-admin')
    const tree = (
      await call<MenuItem[]>(`${ACTION}/GetRoleTree`, {
        method: 'GET',
        query: { Status: 1, ActionType: '0,1,2' },
        token: admin,
      })
    ).data
    const userPage = tree.flatMap((m) => m.child ?? []).find((p) => p.name === '用户管理')!
    expect(userPage.child?.map((c) => c.value)).toContain('User.SysEdit')
    const add = userPage.child!.find((c) => c.value === 'User.AddUser')!
    await call(`${ACTION}/SaveActionStatus`, {
      method: 'GET',
      query: { Code: add.code! },
      token: admin,
    })
    expect((await call<string[]>(`${ACTION}/GetUserActionValue`, { token })).data).not.toContain(
      'User.AddUser',
    )
    const menus = (await call<MenuItem[]>(`${ACTION}/GetUserMenuList`, { token })).data
    expect(menus.map((m) => m.name)).toEqual(['学习中心', '培训管理', '系统管理'])
    expect(menus.flatMap((m) => m.child ?? []).some((c) => c.type === 2)).toBe(false)
  })

  it('adds and edits permission nodes with unique button values', async () => {
    const token = tokenFor('u-admin')
    expect(
      await call(`${ACTION}/AddAction`, {
        body: { parentId: 3, type: 1, name: '', url: '/x' },
        token,
      }),
    ).toMatchObject({ success: false, msg: '请输入菜单名' })
    const added = await call<number>(`${ACTION}/AddAction`, {
      body: {
        parentId: 3,
        type: 1,
        name: '日志审计',
        url: '/system/log',
        roleList: [{ name: '导出日志', value: 'Log.Export' }],
      },
      token,
    })
    const node = (
      await call<MenuItem>(`${ACTION}/GetActionById`, {
        method: 'GET',
        query: { Id: added.data },
        token,
      })
    ).data
    expect(node).toMatchObject({
      name: '日志审计',
      roleList: [{ name: '导出日志', value: 'Log.Export' }],
    })
    expect(
      await call(`${ACTION}/EditAction`, {
        body: { ...node, roleList: [{ name: '重复', value: 'role.add' }] },
        token,
      }),
    ).toMatchObject({ success: false, msg: '权限值已存在' })
    await call(`${ACTION}/EditAction`, { body: { ...node, name: '操作日志' }, token })
    expect(
      (
        await call<MenuItem>(`${ACTION}/GetActionById`, {
          method: 'GET',
          query: { Id: added.data },
          token,
        })
      ).data.name,
    ).toBe('操作日志')
  })
})
