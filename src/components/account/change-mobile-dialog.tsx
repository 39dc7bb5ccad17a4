import { Flex, Form, Input, Modal } from 'antd'
import { useEditPhoneMutation, useGetEditphoneCheckNumMutation } from '../../api/user-user'
import { toastSuccess } from '../../lib/feedback'
import { isPhone, messages, PHONE_PATTERN } from '../../lib/validators'
import { CountdownButton, useCountdown, type Countdown } from '../countdown-button'

/** The phone-change code may be asked for again after 120 s (spec 4 and 9). */
export const RESEND_SECONDS = 120

interface MobileValues {
  newmobile: string
  checknum: string
}

export interface ChangeMobileDialogProps {
  open: boolean
  onClose: () => void
  /** called with the new number once the backend has taken it */
  onChanged: (mobile: string) => void
}

function ChangeMobileFields({ countdown }: { countdown: Countdown }) {
  const form = Form.useFormInstance<MobileValues>()
  const newmobile = Form.useWatch('newmobile', form)
  const [sendCode] = useGetEditphoneCheckNumMutation()

  return (
    <>
      <Form.Item
        label="新手机号"
        name="newmobile"
        validateTrigger="onBlur"
        rules={[{ required: true, message: messages.phone }, { pattern: PHONE_PATTERN, message: messages.phoneFormat }]}
      >
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" autoFocus />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Flex gap={8}>
          <Form.Item name="checknum" noStyle validateTrigger="onBlur" rules={[{ required: true, message: messages.code }]}>
            <Input aria-label="验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <CountdownButton
            phone={newmobile}
            disabled={!isPhone(newmobile)}
            seconds={RESEND_SECONDS}
            countdown={countdown}
            onSend={async () => {
              const answer = await sendCode({ NewPhone: newmobile ?? '' }).unwrap()
              toastSuccess(answer.msg || '短信验证码已经发送')
            }}
          />
        </Flex>
      </Form.Item>
      {/* Enter in either field submits, like the dialog's 确定 */}
      <button type="submit" hidden />
    </>
  )
}

/**
 * Changes the user's mobile: new number, SMS code to it, then EditPhone. A failed call keeps
 * the dialog open with what was typed; the countdown outlives closing the dialog.
 */
export function ChangeMobileDialog({ open, onClose, onChanged }: ChangeMobileDialogProps) {
  const [form] = Form.useForm<MobileValues>()
  const countdown = useCountdown()
  const [editPhone, { isLoading }] = useEditPhoneMutation()

  const submit = async ({ newmobile, checknum }: MobileValues) => {
    try {
      await editPhone({ NewPhone: newmobile, CheckNum: checknum.trim() }).unwrap()
      toastSuccess('修改手机成功')
      onChanged(newmobile)
      onClose()
    } catch {
      // Already toasted by the request layer; the dialog keeps the values.
    }
  }

  return (
    <Modal
      title="修改手机号"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      confirmLoading={isLoading}
      destroyOnHidden
      width={460}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => void submit(v)}>
        <ChangeMobileFields countdown={countdown} />
      </Form>
    </Modal>
  )
}
