import { Avatar, Descriptions, Tag } from 'antd'
import type { SessionInfo } from '../../api/user-user'

const orDash = (value: string | undefined) => value || '未填写'
/**
 * A value the session did not carry at all is unknown, not empty (the documented session info,
 * behaviour B3.1, has no mobile).
 */
const orUnread = (value: string | undefined) => (value === undefined ? '未能读取' : orDash(value))

/** The user's own info as the session has it: avatar, name, company, department, post, roles. */
export function ProfileInfo({ info }: { info: SessionInfo }) {
  const roles = info.roleNameList ?? []
  return (
    <>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Avatar size={72} src={info.headImage || undefined} alt="">
          {info.chnName?.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0, overflowWrap: 'anywhere', fontSize: 20, fontWeight: 600 }}>
          {info.chnName}
        </div>
      </div>
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 16 }}
        // antd's label grey is below 4.5:1 on white
        styles={{ label: { color: 'rgba(0, 0, 0, 0.65)' } }}
        items={[
          { key: 'company', label: '所属单位', children: orUnread(info.comPanyName) },
          { key: 'org', label: '所在部门', children: orUnread(info.orgName) },
          { key: 'post', label: '岗位', children: orUnread(info.postName) },
          { key: 'mobile', label: '手机号', children: orUnread(info.mobile) },
          {
            key: 'roles',
            label: '角色',
            children: roles.length ? roles.map((r) => <Tag key={r}>{r}</Tag>) : '未分配',
          },
        ]}
      />
    </>
  )
}
