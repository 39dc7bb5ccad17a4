import { Form, Input } from 'antd'
import { useEditPhoneMutation, useGetEditPhoneCheckNumMutation } from '../../../api/user-user'
import { toastSuccess } from '../../../lib/feedback'
import { isPhone, messages, PHONE_PATTERN } from '../../../lib/validators'
import { useCountdown, type Countdown } from '../use-countdown'
import { FormDialog } from '../../../components/list/form-dialog'
import { SmsCodeField } from '../sms-code-field'
import { runMutation } from '../../../lib/mutation'

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
  const [sendCode] = useGetEditPhoneCheckNumMutation()

  return (
    <>
      <Form.Item
        label="新手机号"
        name="newmobile"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: messages.phone },
          { pattern: PHONE_PATTERN, message: messages.phoneFormat },
        ]}
      >
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" autoFocus data-autofocus />
      </Form.Item>
      <SmsCodeField
        name="checknum"
        label="验证码"
        seconds={120}
        phone={newmobile}
        disabled={!isPhone(newmobile)}
        countdown={countdown}
        onSend={async () => {
          const answer = await sendCode({ NewPhone: newmobile ?? '' }).unwrap()
          toastSuccess(answer.msg || '短信验证码已经发送')
        }}
      />
    </>
  )
}

/**
 * Changes the user's mobile: new number, SMS code to it, then EditPhone. A failed call keeps
 * the dialog open with what was typed; the countdown outlives closing the dialog.
 */
export function ChangeMobileDialog({ open, onClose, onChanged }: ChangeMobileDialogProps) {
  const countdown = useCountdown()
  const [editPhone] = useEditPhoneMutation()

  // a failure keeps the dialog open with the values
  const submit = async ({ newmobile, checknum }: MobileValues) => {
    const saved = await runMutation(
      editPhone({ NewPhone: newmobile, CheckNum: checknum.trim() }),
      '修改手机成功',
    )
    if (saved) onChanged(newmobile)
    return saved
  }

  return (
    <FormDialog<MobileValues>
      mode="edit"
      title="修改手机号"
      layout="vertical"
      width={460}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <ChangeMobileFields countdown={countdown} />
    </FormDialog>
  )
}
