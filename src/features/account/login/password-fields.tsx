import { useState, type KeyboardEvent } from 'react'
import { Form, Input } from 'antd'
import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { capsLockFrom } from '../../../lib/caps-lock'
import { messages } from '../../../lib/validators'
import { useBlurValidation } from './blur-validation'
import './password-fields.css'

/**
 * Account and password inputs of the login form, with the caps-lock hint (behaviour B2.17).
 * `capsLock`: the hint shows from the start (keys typed into login.html before the app started).
 */
export function PasswordFields({
  autoFocus,
  capsLock: atStart = false,
}: {
  autoFocus?: boolean
  capsLock?: boolean
}) {
  const [capsLock, setCapsLock] = useState(atStart)
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock((prev) => capsLockFrom(e, prev))
  const usernameBlur = useBlurValidation('username')
  const passwordBlur = useBlurValidation('password')

  return (
    <>
      <Form.Item
        name="username"
        validateTrigger={false}
        rules={[{ required: true, whitespace: true, message: messages.username }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder="用户名"
          aria-label="用户名"
          autoComplete="username"
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          onBlur={usernameBlur}
        />
      </Form.Item>
      <Form.Item
        name="password"
        validateTrigger={false}
        rules={[{ required: true, message: messages.password }]}
        extra={
          capsLock ? (
            <span className="caps-lock-hint" role="status">
              {messages.capsLock}
            </span>
          ) : undefined
        }
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          aria-label="密码"
          autoComplete="current-password"
          onKeyDown={onKey}
          onBlur={(e) => {
            setCapsLock(false)
            passwordBlur(e)
          }}
        />
      </Form.Item>
    </>
  )
}
