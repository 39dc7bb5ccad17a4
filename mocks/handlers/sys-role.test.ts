import type { Role } from '../../src/api/sys-role'
import type { MenuItem, PageData } from '../../src/api/types'
import { call, tokenFor } from '../test-harness'

const ROLE = '/Api/SysConfig/sys_role'
const ACTION = '/Api/SysConfig/sys_action'

describe('role and permission mocks', () => {
  it('refuses role, user-role and permission changes to callers without the right', async () => {
    const company = tokenFor('company')
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
        token: tokenFor('learner'),
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

  it('adds and edits permission nodes with unique button values', async () => {
    const token = tokenFor('admin')
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
