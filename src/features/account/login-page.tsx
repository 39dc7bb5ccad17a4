import { Link, useNavigate, useSearchParams } from 'react-router'
import { LoginForm } from './login/login-form'
import { loginTarget } from '../../lib/login-target'
import { AppQrPopover } from './app-qr-popover'
import { AuthShell } from './auth-shell'
import { paths } from '../../lib/paths'

/**
 * /login: the login form; afterwards the redirect query value, else /dashboard (behaviour B2.4).
 */
function LoginPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return (
    <AuthShell title="用户登录">
      <LoginForm
        autoFocus
        takesOverPrerendered
        onSuccess={() => navigate(loginTarget(searchParams, paths.dashboard), { replace: true })}
      />
      <div className="auth-card__foot">
        <span>
          还没有账号？<Link to={paths.register}>立即注册</Link>
        </span>
        <AppQrPopover />
      </div>
    </AuthShell>
  )
}

export { LoginPage as Component }
