import { Button, Form, Select } from 'antd'
import type { RoleTypeState } from './role-save'
import { useRoleTypes } from './role-types'

/** Said beside a role type that is set: it cannot be changed (behaviour B3.2). */
export const TYPE_LOCKED = '角色类型设置后不能修改'
/** Said when the row does not say the role's type: the save leaves it as it is. */
export const TYPE_UNKNOWN = '未能读取该角色的类型，保存时不修改类型'
/** Said when GetSysRoleEnum gave no types: only 无 can be chosen, a set type shows as its number. */
export const TYPES_UNREADABLE = '未能读取角色类型的选项，只能选择“无”'

/**
 * The 角色类型 select (GetSysRoleEnum): open for a new role and one without a type (0); locked
 * for a role whose type is set, and for one whose type the list did not give.
 */
export function RoleTypeField({ type }: { type: RoleTypeState }) {
  const types = useRoleTypes()
  const locked = type !== 'none'
  const extra =
    type === 'set' ? (
      TYPE_LOCKED
    ) : type === 'unknown' ? (
      TYPE_UNKNOWN
    ) : types.failed ? (
      <span>
        角色类型加载失败
        <Button type="link" size="small" onClick={types.retry}>
          重试
        </Button>
      </span>
    ) : types.unreadable ? (
      TYPES_UNREADABLE
    ) : undefined
  return (
    <Form.Item name="sysRoleEnum" label="角色类型" extra={extra}>
      <Select
        options={types.options}
        disabled={locked}
        loading={types.loading}
        placeholder={type === 'unknown' ? '未知' : '请选择角色类型'}
      />
    </Form.Item>
  )
}
