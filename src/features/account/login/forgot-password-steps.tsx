import { useState } from 'react'
import { Alert, Button, Form, Input, Radio } from 'antd'
import type { AccountChoice } from '../../../api/user-user'
import {
  useCheckResetPasswordAccountMutation,
  useCheckResetPasswordCodeMutation,
  useGetResetPasswordAccountsMutation,
  useSubmitResetPasswordMutation,
} from '../../../api/user-user'
import { toastError } from '../../../lib/feedback'
import { messages } from '../../../lib/validators'
import { SmsCodeField } from '../sms-code-field'
import { NewPasswordItems } from '../new-password-items'
import { attempt, runMutation } from '../../../lib/mutation'

/** GetResetpwdAcc answered without a list of accounts: the reset cannot go on. */
export const ACCOUNTS_UNREAD = '未能读取账号信息，请联系管理员重置密码'

// Step 1: find the account by login name or phone; several matches need a choice.
export function AccountStep({ onDone }: { onDone: (account: AccountChoice) => void }) {
  const [form] = Form.useForm<{ resetpwdAcc: string; secret?: string }>()
  const [choices, setChoices] = useState<AccountChoice[] | null>(null)
  const [findAccounts, { isLoading }] = useGetResetPasswordAccountsMutation()

  const next = async ({ resetpwdAcc, secret }: { resetpwdAcc: string; secret?: string }) => {
    const chosen = choices?.find((c) => c.item2 === secret)
    if (chosen) return onDone(chosen)
    const found = await attempt(findAccounts({ resetpwdAcc: resetpwdAcc.trim() }))
    if (!found.ok) return
    const data = found.data
    if (!data) toastError(ACCOUNTS_UNREAD)
    else if (!data.length) toastError('未找到可登录的账号')
    else if (data.length === 1) onDone(data[0])
    else setChoices(data)
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void next(v)}
      onValuesChange={(changed) => 'resetpwdAcc' in changed && setChoices(null)}
    >
      <Form.Item
        label="账号或手机号"
        name="resetpwdAcc"
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: '请输入账号或手机号' }]}
      >
        <Input placeholder="请输入登录账号或绑定的手机号" autoComplete="username" />
      </Form.Item>
      {choices && (
        <Form.Item
          label="选择账号"
          name="secret"
          rules={[{ required: true, message: messages.pickUser }]}
        >
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={choices.map((c) => ({ label: c.item1, value: c.item2 }))}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        下一步
      </Button>
    </Form>
  )
}

// Step 2: the server texts a code to the account's phone and says where; the code is checked.
export function CodeStep({
  account,
  onDone,
}: {
  account: AccountChoice
  onDone: (verifyCode: string) => void
}) {
  const [sentTo, setSentTo] = useState('')
  const [checkAccount] = useCheckResetPasswordAccountMutation()
  const [checkCode, { isLoading }] = useCheckResetPasswordCodeMutation()

  const send = async () => {
    const answer = await checkAccount({ secret: account.item2 }).unwrap()
    setSentTo(answer.msg || '短信验证码已经发送')
  }
  const next = async ({ verifyCode }: { verifyCode: string }) => {
    if (await runMutation(checkCode({ secret: account.item2, verifyCode }))) onDone(verifyCode)
  }

  return (
    <Form layout="vertical" onFinish={(v) => void next(v)}>
      <p>账号：{account.item1}</p>
      {sentTo && <Alert type="info" showIcon title={sentTo} style={{ marginBottom: 16 }} />}
      <SmsCodeField
        name="verifyCode"
        label="验证码"
        needsPhone={false}
        seconds={60}
        onSend={send}
      />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        下一步
      </Button>
    </Form>
  )
}

interface PasswordValues {
  newPassword: string
  confirmPassword: string
}

// Step 3: the new password, strong and typed twice (behaviour B5.7).
export function PasswordStep({
  secret,
  verifyCode,
  onDone,
}: {
  secret: string
  verifyCode: string
  onDone: () => void
}) {
  const [submit, { isLoading }] = useSubmitResetPasswordMutation()

  const finish = async (values: PasswordValues) => {
    if (await runMutation(submit({ secret, verifyCode, ...values }), '重置成功')) onDone()
  }

  return (
    <Form<PasswordValues> layout="vertical" onFinish={(v) => void finish(v)}>
      <NewPasswordItems name="newPassword" confirmName="confirmPassword" />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        确定
      </Button>
    </Form>
  )
}
