import { Form, Input } from 'antd'
import { messages, STRONG_PASSWORD_MESSAGE, STRONG_PASSWORD_PATTERN } from '../../lib/validators'

export interface NewPasswordItemsProps {
  /** the field of the new password */
  name: string
  /** the field of its confirmation */
  confirmName: string
  maxLength?: number
}

/** 新密码 and 确认密码 of the password-change and reset forms: the strength rule, then equality. */
export function NewPasswordItems({ name, confirmName, maxLength }: NewPasswordItemsProps) {
  return (
    <>
      <Form.Item
        label="新密码"
        name={name}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '请输入新密码' },
          { pattern: STRONG_PASSWORD_PATTERN, message: STRONG_PASSWORD_MESSAGE },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={maxLength} />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name={confirmName}
        dependencies={[name]}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(messages.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={maxLength} />
      </Form.Item>
    </>
  )
}
