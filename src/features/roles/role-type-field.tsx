import { Button, Form, Select } from 'antd'
import { useRoleTypes } from './role-types'

/** Said beside a role type that is set: it cannot change any more (spec 3). */
export const TYPE_LOCKED = '角色类型设置后不能修改'

/** The 角色类型 select (GetSysRoleEnum); `locked` when editing a role whose type is set. */
export function RoleTypeField({ locked }: { locked: boolean }) {
  const types = useRoleTypes()
  const extra = locked ? (
    TYPE_LOCKED
  ) : types.failed ? (
    <span>
      角色类型加载失败
      <Button type="link" size="small" onClick={types.retry}>
        重试
      </Button>
    </span>
  ) : undefined
  return (
    <Form.Item name="sysRoleEnum" label="角色类型" extra={extra}>
      <Select
        options={types.options}
        disabled={locked}
        loading={types.loading}
        placeholder="请选择角色类型"
      />
    </Form.Item>
  )
}
