import { Descriptions, Tag } from 'antd'
import { useAppSelector } from '../../lib/hooks'
import { selectActions, selectRoles } from '../../lib/session-slice'

/** The session's roles (roleNameList) and how many action values it holds. */
export function CurrentRoles() {
  const roles = useAppSelector(selectRoles) ?? []
  const actions = useAppSelector(selectActions)
  return (
    <Descriptions
      className="permission-demo__roles"
      column={1}
      size="small"
      items={[
        {
          key: 'roles',
          label: '当前角色',
          children:
            roles.length > 0 ? (
              <span aria-label="当前角色">
                {roles.map((r) => (
                  <Tag key={r} color="blue">
                    {r}
                  </Tag>
                ))}
              </span>
            ) : (
              '无'
            ),
        },
        { key: 'actions', label: '权限值', children: `共 ${actions.length} 项` },
      ]}
    />
  )
}
