import { useState } from 'react'
import { Alert } from 'antd'
import { useEditPasswordMutation, useGetEditPasswordCheckNumMutation } from '../../../api/user-user'
import { useCountdown, type Countdown } from '../use-countdown'
import { NewPasswordItems } from '../new-password-items'
import { FormDialog } from '../../../components/list/form-dialog'
import { SmsCodeField } from '../sms-code-field'
import { runMutation } from '../../../lib/mutation'

/** The password form (behaviour B2.33, B3.8): code, new password, confirmation. */
interface PasswordValues {
  checknum: string
  pas: string
  pas2: string
}

function PasswordFields({ countdown }: { countdown: Countdown }) {
  const [sentTo, setSentTo] = useState('')
  const [sendCode] = useGetEditPasswordCheckNumMutation()

  return (
    <>
      {sentTo && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={`验证码已发送至 ${sentTo}`}
          style={{ marginBottom: 16 }}
        />
      )}
      <SmsCodeField
        name="checknum"
        label="验证码"
        seconds={120}
        needsPhone={false}
        countdown={countdown}
        onSend={async () => {
          // The code goes to the account's own phone; msg says which (masked).
          const answer = await sendCode().unwrap()
          setSentTo(answer.msg || '您绑定的手机')
        }}
      />
      <NewPasswordItems name="pas" confirmName="pas2" maxLength={16} />
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
  const countdown = useCountdown()
  const [editPassword] = useEditPasswordMutation()

  // a failure keeps the dialog open with the values
  const submit = ({ checknum, pas, pas2 }: PasswordValues) =>
    runMutation(editPassword({ pas1: pas, pas2, CheckNum: checknum.trim() }), '修改成功')

  return (
    <FormDialog<PasswordValues>
      mode="edit"
      title="修改密码"
      layout="vertical"
      width={460}
      open={open}
      onClose={onClose}
      onSubmit={submit}
    >
      <PasswordFields countdown={countdown} />
    </FormDialog>
  )
}
