import { Form, Input } from 'antd'
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons'
import { useGetCheckNumMutation } from '../../../api/user-user'
import { toastSuccess } from '../../../lib/feedback'
import { isPhone, messages, PHONE_PATTERN } from '../../../lib/validators'
import { SmsCodeField } from '../sms-code-field'
import type { Countdown } from '../use-countdown'
import { useBlurValidation } from './blur-validation'

// Phone and SMS code inputs of the login form; the code can only be asked for a valid number.
// The countdown belongs to the form, so switching tabs (which unmounts these fields) keeps it.
export function PhoneFields({
  autoFocus,
  countdown,
}: {
  autoFocus?: boolean
  countdown?: Countdown
}) {
  const form = Form.useFormInstance()
  const phone = Form.useWatch<string | undefined>('phone', form)
  const [getCheckNum] = useGetCheckNumMutation()
  const phoneBlur = useBlurValidation('phone')
  const codeBlur = useBlurValidation('code')

  return (
    <>
      <Form.Item
        name="phone"
        validateTrigger={false}
        rules={[
          { required: true, message: messages.phone },
          { pattern: PHONE_PATTERN, message: messages.phoneFormat },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          aria-label="手机号"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          onBlur={phoneBlur}
        />
      </Form.Item>
      <SmsCodeField
        name="code"
        prefix={<SafetyOutlined />}
        onBlur={codeBlur}
        phone={phone}
        disabled={!isPhone(phone)}
        seconds={60}
        countdown={countdown}
        onSend={async () => {
          const answer = await getCheckNum({ phone: phone ?? '' }).unwrap()
          toastSuccess(answer.msg || '短信验证码已经发送')
        }}
      />
    </>
  )
}
