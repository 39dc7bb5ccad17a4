import { Suspense, useContext, useMemo, useState, type ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import { useNavigate } from 'react-router'
import { useAppSelector } from '../../lib/hooks'
import { selectRoles } from '../../lib/session-slice'
import { PublicHeader } from './public-header'
import { PublicFooter } from './public-footer'
import { LoginDialogSlot, PublicLoginContext, type PublicLogin } from './public-login-context'
import { PublicTopNav } from './public-top-nav'
import { SectionBoundary } from '../section-boundary'
import { LazyBackTop } from '../lazy-back-top'
import './public.css'
import { paths } from '../../lib/paths'

// antd's default blue (#1677ff) gives white text only 4.1:1; this one passes WCAG AA on every public page.
const ACCESSIBLE_THEME = { token: { colorPrimary: '#0958d9', colorLink: '#0958d9' } }

export interface PublicFrameProps {
  children: ReactNode
  /** top navigation; link group 1 by default */
  nav?: ReactNode
  /** where a successful login goes unless the caller of openLogin named a target; the dashboard by default */
  afterLogin?: string
}

/** The frame of every public page: header with navigation and login, footer, back-to-top after 400 px. */
export function PublicFrame({
  children,
  nav = <PublicTopNav />,
  afterLogin = paths.dashboard,
}: PublicFrameProps) {
  // null: closed; otherwise open, with the target the opener asked for
  const [login, setLogin] = useState<{ target?: string } | null>(null)
  // the dialog's code loads when a guest first asks for it, and stays for its closing animation
  const [loginUsed, setLoginUsed] = useState(false)
  if (login && !loginUsed) setLoginUsed(true)
  const loginDialog = useContext(LoginDialogSlot)
  const navigate = useNavigate()
  // the guard loads the session of a token before any page renders; logout clears it here too
  const loggedIn = useAppSelector(selectRoles) !== null
  const context = useMemo<PublicLogin>(() => ({ openLogin: (target) => setLogin({ target }) }), [])
  const target = login?.target ?? afterLogin

  return (
    <ConfigProvider theme={ACCESSIBLE_THEME}>
      <PublicLoginContext.Provider value={context}>
        <div className="public-frame">
          <PublicHeader
            loggedIn={loggedIn}
            onLogin={() => setLogin({})}
            nav={<SectionBoundary name="顶部导航">{nav}</SectionBoundary>}
          />
          <main className="public-main">
            <SectionBoundary name="页面内容">{children}</SectionBoundary>
          </main>
          <PublicFooter />
          <LazyBackTop visibilityHeight={400} aria-label="回到顶部" className="public-back-top" />
          {loginDialog && loginUsed && (
            <Suspense fallback={null}>
              {loginDialog({
                open: !!login,
                onClose: () => setLogin(null),
                onSuccess: () => void navigate(target),
              })}
            </Suspense>
          )}
        </div>
      </PublicLoginContext.Provider>
    </ConfigProvider>
  )
}
