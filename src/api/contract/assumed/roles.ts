import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the roles area's calls.
export const rolesAssumed: Record<string, Record<string, Assumption>> = {
  'sys_role/GetRoleListPage': {
    'models.remark': {
      why: 'The 备注 column of the role list.',
      without: 'The role list has no 备注 column (it shows only when some row carries a remark).',
    },
  },
  'sys_role/GetSysRoleEnum': {
    value: {
      why: 'The number of each role type offered in the 角色类型 select (sysRoleEnum).',
      without:
        'The select offers only 无 and says 未能读取角色类型的选项，只能选择“无”; a role whose type is set shows its number, in the select and in the list’s 角色类型 column.',
    },
    name: {
      why: 'The name of a role type, shown in the select and in the list’s 角色类型 column.',
      without: 'A type without name (or label) shows its number.',
    },
    label: {
      why: 'The name of a role type where the backend calls it label (read before name).',
      without: 'The name is read from name; without either the type shows its number.',
    },
  },
}
