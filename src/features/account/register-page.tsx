import { Button, Form, Input } from 'antd'
import { Link, useNavigate } from 'react-router'
import { SmsCodeField } from './sms-code-field'
import {
  useGetUserRegisterCodeMutation,
  useUserRegisterMutation,
  type RegisterBody,
} from '../../api/user-user'
import { showSuccess, toastSuccess } from '../../lib/feedback'
import { messages, PHONE_PATTERN } from '../../lib/validators'
import { AuthShell } from './auth-shell'
import { paths } from '../../lib/paths'
import { attempt } from '../../lib/mutation'

/** /register: self-registration with an SMS code; success confirms, then goes to /login. */
function RegisterPage() {
  const [form] = Form.useForm<RegisterBody>()
  const phone = Form.useWatch('userPhone', form)
  const navigate = useNavigate()
  const [getCode] = useGetUserRegisterCodeMutation()
  const [register, { isLoading }] = useUserRegisterMutation()

  const sendCode = async () => {
    await form.validateFields(['userPhone'])
    const answer = await getCode({ phone: form.getFieldValue('userPhone') }).unwrap()
    toastSuccess(answer.msg || '短信验证码已经发送')
  }

  const submit = async (values: RegisterBody) => {
    const answer = await attempt(
      register({
        ...values,
        userName: values.userName.trim(),
        userIDNumber: values.userIDNumber.trim(),
      }),
    )
    if (!answer.ok) return
    showSuccess({
      title: '提示',
      content: answer.data.msg || '注册成功',
      okText: '确定',
      onOk: () => navigate(paths.login),
    })
  }

  return (
    <AuthShell title="用户注册">
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="userName"
          label="用户名"
          validateTrigger="onBlur"
          rules={[{ required: true, whitespace: true, message: messages.username }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="userIDNumber"
          label="证件号"
          validateTrigger="onBlur"
          rules={[{ required: true, whitespace: true, message: messages.idNumber }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="userPhone"
          label="手机号"
          validateTrigger="onBlur"
          rules={[
            { required: true, message: messages.phone },
            { pattern: PHONE_PATTERN, message: messages.phoneInvalid },
          ]}
        >
          <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <SmsCodeField
          name="verifyCode"
          label="验证码"
          phone={phone}
          seconds={60}
          onSend={sendCode}
        />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          注册
        </Button>
      </Form>
      <div className="auth-card__foot" style={{ justifyContent: 'center' }}>
        <Link to={paths.login}>已有账号？去登录</Link>
      </div>
    </AuthShell>
  )
}

export { RegisterPage as Component }
