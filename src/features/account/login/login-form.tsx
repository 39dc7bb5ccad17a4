import { lazy, Suspense, useState } from 'react'
import { Button, Form } from 'antd'
import { useCountdown } from '../use-countdown'
import { useOpenedOnce } from '../../../lib/use-opened-once'
import { LoginModeTabs } from './login-mode-tabs'
import { PasswordFields } from './password-fields'
import { useLogin, type LoginMode, type LoginValues } from './use-login'
import { usePrerendered } from './prerendered'

// Loaded when first needed: most logins never see either dialog.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
)
// the phone way in: its code comes when the tab is pointed at or chosen
const loadPhoneFields = () => import('./phone-fields')
const PhoneFields = lazy(() => loadPhoneFields().then((m) => ({ default: m.PhoneFields })))
const PickUserDialog = lazy(() =>
  import('./pick-user-dialog').then((m) => ({ default: m.PickUserDialog })),
)

export interface LoginFormProps {
  /** Called once the token is stored; the caller decides where to go. */
  onSuccess: () => void
  defaultMode?: LoginMode
  autoFocus?: boolean
  /** the /login page's form: it takes over the one prerendered into login.html (prerendered.ts) */
  takesOverPrerendered?: boolean
}

// The one login form (behaviour B2.17) shared by the /login page and the login dialog of public
// pages.
export function LoginForm({
  onSuccess,
  defaultMode = 'password',
  autoFocus,
  takesOverPrerendered = false,
}: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>()
  const prerendered = usePrerendered(form, takesOverPrerendered)
  const [mode, setMode] = useState<LoginMode>(defaultMode)
  // The first fields take the focus when the form opens; after a switch of tab the focus stays on
  // the tab (arrow keys go on moving between tabs), so the fields shown then do not take it.
  const [switched, setSwitched] = useState(false)
  const focusFields = autoFocus && !switched
  const [forgotOpen, setForgotOpen] = useState(false)
  const { loading, picking, choices, submit, pick, cancelPick } = useLogin(onSuccess)
  const smsCountdown = useCountdown()
  const forgotUsed = useOpenedOnce(forgotOpen)
  const pickUsed = useOpenedOnce(!!choices)

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={prerendered?.values}
        onFinish={(values) => void submit(mode, values)}
      >
        <LoginModeTabs
          tabs={[
            { key: 'password', label: '账号密码登录' },
            { key: 'phone', label: '手机验证码登录' },
          ]}
          active={mode}
          onChange={(next) => {
            setMode(next)
            setSwitched(true)
          }}
          onIntent={(key) => {
            if (key === 'phone') void loadPhoneFields()
          }}
        >
          {mode === 'password' ? (
            <PasswordFields autoFocus={focusFields} capsLock={prerendered?.capsLock} />
          ) : (
            <Suspense fallback={<div className="login-mode__loading" aria-busy="true" />}>
              <PhoneFields autoFocus={focusFields} countdown={smsCountdown} />
            </Suspense>
          )}
        </LoginModeTabs>
        <Button type="primary" htmlType="submit" block loading={loading}>
          登 录
        </Button>
        <div style={{ textAlign: 'right', marginTop: 8 }}>
          {/* Going to 忘记密码? is not leaving an empty username: no 请输入用户名 for it. */}
          <Button
            type="link"
            size="small"
            data-quiet-focus
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setForgotOpen(true)}
            style={{ paddingInline: 0 }}
          >
            忘记密码?
          </Button>
        </div>
      </Form>
      <Suspense fallback={null}>
        {pickUsed && (
          <PickUserDialog
            open={!!choices}
            choices={choices ?? []}
            loading={picking}
            onConfirm={(s) => void pick(s)}
            onCancel={cancelPick}
          />
        )}
        {forgotUsed && (
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        )}
      </Suspense>
    </>
  )
}
