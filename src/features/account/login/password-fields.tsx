import { useState, type KeyboardEvent } from 'react'
import { Form, Input } from 'antd'
import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { messages } from '../../../lib/validators'
import { useBlurValidation } from './blur-validation'
import './password-fields.css'

/**
 * Whether caps lock looks on after this key: the browser's modifier state when it reports one,
 * otherwise a letter whose case contradicts the shift key (the legacy check).
 */
function capsLockFrom(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'getModifierState'>,
  previous: boolean,
): boolean {
  const { key, shiftKey } = event
  if (typeof event.getModifierState === 'function' && event.getModifierState('CapsLock'))
    return true
  if (key.length === 1 && /[a-z]/i.test(key)) {
    const upper = key >= 'A' && key <= 'Z'
    return upper !== shiftKey
  }
  if (key === 'CapsLock') return false
  return previous
}

// Account and password inputs of the login form, with the caps-lock hint (behaviour B2.17).
export function PasswordFields({ autoFocus }: { autoFocus?: boolean }) {
  const [capsLock, setCapsLock] = useState(false)
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
