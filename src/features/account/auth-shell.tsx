import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { config } from '../../lib/env'
import { ServiceNotice } from './service-notice'
import './auth.css'
import { paths } from '../../lib/paths'

// The frame of the login and register pages: site name (the way back to the public home page),
// h1, card, service notice.
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-card__body">
          <header className="auth-card__head">
            <p className="auth-card__site">
              <Link to={paths.home} className="auth-card__brand" title="返回首页">
                <img src="/favicon.svg" alt="" width={20} height={20} />
                {config.title}
              </Link>
            </p>
            <h1 className="auth-card__title">{title}</h1>
          </header>
          {children}
        </div>
      </div>
      <ServiceNotice />
    </main>
  )
}
