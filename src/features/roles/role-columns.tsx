import type { TableColumnsType } from 'antd'
import { RowActions } from '../../components/list/row-actions'
import { ROLE_KEYS } from './role-keys'
import type { RoleRow } from './role-query'

/** Options of the role list's columns. */
export interface RoleColumnOptions {
  /** the answer carries role types / remarks: their columns show (roleFields) */
  fields: { type: boolean; remark: boolean }
  /** the name of a role type (GetSysRoleEnum); its number when the options lack it */
  typeName: (value: number | undefined) => string
  /** opens the edit dialog; the operations column shows only when the user holds role.edit */
  edit?: (role: RoleRow) => void
}

const text = (value?: string) => value || '-'

/** Which optional fields the rows of an answer carry. */
export function roleFields(rows: RoleRow[]) {
  const has = (key: keyof RoleRow) => rows.some((r) => r[key] !== undefined && r[key] !== null)
  return { type: has('sysRoleEnum'), remark: has('remark') }
}

/**
 * The role list's columns (behaviour B2.34): roleName, plus type and remark where the answer has
 * them.
 */
export function roleColumns({
  fields,
  typeName,
  edit,
}: RoleColumnOptions): TableColumnsType<RoleRow> {
  const columns: TableColumnsType<RoleRow> = [
    { key: 'roleName', title: '角色名称', dataIndex: 'roleName' },
  ]
  if (fields.type)
    columns.push({
      key: 'sysRoleEnum',
      title: '角色类型',
      dataIndex: 'sysRoleEnum',
      render: (value: number | undefined) => text(typeName(value)),
    })
  if (fields.remark)
    columns.push({
      key: 'remark',
      title: '备注',
      dataIndex: 'remark',
      ellipsis: { showTitle: true },
      render: text,
    })
  if (edit)
    columns.push({
      key: 'actions',
      title: '操作',
      width: 100,
      render: (_, role) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: '编辑',
              permission: ROLE_KEYS.edit,
              onClick: () => edit(role),
            },
          ]}
        />
      ),
    })
  return columns
}
