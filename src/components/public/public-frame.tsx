import { useMemo, useState, type ReactNode } from 'react'
import { FloatButton } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { LoginDialog } from '../login/login-dialog'
import { getToken } from '../../lib/token'
import { PublicHeader } from './public-header'
import { PublicFooter } from './public-footer'
import { PublicLoginContext } from './public-login-context'
import './public.css'

export interface PublicFrameProps {
  children: ReactNode
  nav?: ReactNode
  /** where a successful login goes; the dashboard by default */
  afterLogin?: string
}

/** The frame of every public page: header with login, footer, back-to-top after 400 px. */
export function PublicFrame({ children, nav, afterLogin = '/dashboard' }: PublicFrameProps) {
  const [loginOpen, setLoginOpen] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()
  const loggedIn = !!getToken()
  const context = useMemo(() => ({ openLogin: () => setLoginOpen(true) }), [])

  return (
    <PublicLoginContext.Provider value={context}>
      <div className="public-frame" key={location.key}>
        <PublicHeader loggedIn={loggedIn} onLogin={() => setLoginOpen(true)} nav={nav} />
        <main className="public-main">{children}</main>
        <PublicFooter />
        <FloatButton.BackTop visibilityHeight={400} aria-label="回到顶部" />
        <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} onSuccess={() => navigate(afterLogin)} />
      </div>
    </PublicLoginContext.Provider>
  )
}
