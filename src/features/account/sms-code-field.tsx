import type { FocusEventHandler, ReactNode } from 'react'
import { Flex, Form, Input } from 'antd'
import { messages } from '../../lib/validators'
import { CountdownButton, type CountdownButtonProps } from './countdown-button'

/**
 * How long a sent code blocks the next (behaviour B4.3): 60 s on login, register and the reset
 * flow; 120 s for the password-change and phone-change codes of the account dialogs.
 */
export type CodeSeconds = 60 | 120

export interface SmsCodeFieldProps extends Omit<CountdownButtonProps, 'seconds' | 'prefix'> {
  /** the form field: code (phone login), verifyCode (register, reset), checknum (account) */
  name: string
  seconds: CodeSeconds
  /** a label above the row (vertical forms); without one the input shows a placeholder */
  label?: string
  prefix?: ReactNode
  /** a blur rule of the form's own (the login form's); otherwise the code is checked on blur */
  onBlur?: FocusEventHandler<HTMLInputElement>
}

/** The 验证码 row of every form that sends an SMS code: the code input and its send button. */
export function SmsCodeField({
  name,
  seconds,
  label,
  prefix,
  onBlur,
  ...button
}: SmsCodeFieldProps) {
  return (
    <Form.Item label={label} required={label ? true : undefined}>
      <Flex gap={8} align="start">
        <Form.Item
          name={name}
          noStyle
          validateTrigger={onBlur ? false : 'onBlur'}
          rules={[{ required: true, message: messages.code }]}
        >
          <Input
            prefix={prefix}
            placeholder={label ? undefined : '验证码'}
            aria-label="验证码"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            onBlur={onBlur}
          />
        </Form.Item>
        <CountdownButton seconds={seconds} {...button} />
      </Flex>
    </Form.Item>
  )
}
