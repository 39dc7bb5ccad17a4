import { Alert } from 'antd'
import type { ReactNode } from 'react'
import { ActionCheck } from '../../components/action-check'
import { RoleCheck } from '../../components/role-check'
import { useHasAction, useHasRole } from '../../lib/use-permission'

/** One demonstration: what the check asks for, the guarded content, and why it is missing. */
function Demo({ rule, shown, content }: { rule: string; shown: boolean; content: ReactNode }) {
  return (
    <li className="permission-demo__item">
      <div className="permission-demo__rule">{rule}</div>
      {content}
      {!shown && <div className="permission-demo__hidden">当前账号不满足条件，此处内容已隐藏</div>}
    </li>
  )
}

/** The role check (legacy v-permission): the content shows only for the listed roles. */
export function RoleDemo({ roles, text }: { roles: string[]; text: string }) {
  const shown = useHasRole(roles)
  return (
    <Demo
      rule={`角色检查：仅 ${roles.join(' 或 ')} 角色可见`}
      shown={shown}
      content={
        <RoleCheck roles={roles}>
          <Alert type="success" showIcon title={text} />
        </RoleCheck>
      }
    />
  )
}

/** The action check (legacy v-action): the content shows only with the action value. */
export function ActionDemo({ code, text }: { code: string; text: string }) {
  const shown = useHasAction(code)
  return (
    <Demo
      rule={`权限检查：持有权限值 ${code} 才可见`}
      shown={shown}
      content={
        <ActionCheck code={code}>
          <Alert type="success" showIcon title={text} />
        </ActionCheck>
      }
    />
  )
}
