import { Flex, Form, Input } from 'antd'
import { messages } from '../../lib/validators'
import { CountdownButton, type CountdownButtonProps } from '../countdown-button'

/** The phone-change and password-change code may be asked for again after 120 s (spec 4, 9). */
export const RESEND_SECONDS = 120

/** The 验证码 row of the account dialogs: the `checknum` field with its send-code button. */
export function SmsCodeItem(button: CountdownButtonProps) {
  return (
    <Form.Item label="验证码" required>
      <Flex gap={8}>
        <Form.Item
          name="checknum"
          noStyle
          validateTrigger="onBlur"
          rules={[{ required: true, message: messages.code }]}
        >
          <Input
            aria-label="验证码"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <CountdownButton seconds={RESEND_SECONDS} {...button} />
      </Flex>
    </Form.Item>
  )
}
