import { useState } from 'react'
import { Alert, Flex, Form, Input, Modal } from 'antd'
import { useEditPassWordMutation, useGetEditPassWordCheckNumMutation } from '../../api/user-user'
import { toastSuccess } from '../../lib/feedback'
import { messages, STRONG_PASSWORD_MESSAGE, STRONG_PASSWORD_PATTERN } from '../../lib/validators'
import { CountdownButton, useCountdown, type Countdown } from '../countdown-button'
import { RESEND_SECONDS } from './change-mobile-dialog'

/** The password form of spec 3: code, new password, confirmation. */
interface PasswordValues {
  checknum: string
  pas: string
  pas2: string
}

function PasswordFields({ countdown }: { countdown: Countdown }) {
  const [sentTo, setSentTo] = useState('')
  const [sendCode] = useGetEditPassWordCheckNumMutation()

  return (
    <>
      {sentTo && <Alert type="info" showIcon role="status" title={`验证码已发送至 ${sentTo}`} style={{ marginBottom: 16 }} />}
      <Form.Item label="验证码" required>
        <Flex gap={8}>
          <Form.Item name="checknum" noStyle validateTrigger="onBlur" rules={[{ required: true, message: messages.code }]}>
            <Input aria-label="验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <CountdownButton
            needsPhone={false}
            seconds={RESEND_SECONDS}
            countdown={countdown}
            onSend={async () => {
              // The code goes to the account's own phone; msg says which (masked).
              const answer = await sendCode().unwrap()
              setSentTo(answer.msg || '您绑定的手机')
            }}
          />
        </Flex>
      </Form.Item>
      <Form.Item
        label="新密码"
        name="pas"
        validateTrigger="onBlur"
        rules={[{ required: true, message: '请输入新密码' }, { pattern: STRONG_PASSWORD_PATTERN, message: STRONG_PASSWORD_MESSAGE }]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="pas2"
        dependencies={['pas']}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('pas') ? Promise.resolve() : Promise.reject(new Error(messages.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
      <button type="submit" hidden />
    </>
  )
}

export interface ChangePasswordDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The user-centre password change: an SMS code to the account's phone, then the new password
 * twice (EditPassWord pas1, pas2, CheckNum). A failed call keeps the dialog open as typed.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<PasswordValues>()
  const countdown = useCountdown()
  const [editPassWord, { isLoading }] = useEditPassWordMutation()

  const submit = async ({ checknum, pas, pas2 }: PasswordValues) => {
    try {
      await editPassWord({ pas1: pas, pas2, CheckNum: checknum.trim() }).unwrap()
      toastSuccess('修改成功')
      onClose()
    } catch {
      // Already toasted by the request layer; the dialog keeps the values.
    }
  }

  return (
    <Modal
      title="修改密码"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      confirmLoading={isLoading}
      destroyOnHidden
      width={460}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        <PasswordFields countdown={countdown} />
      </Form>
    </Modal>
  )
}
