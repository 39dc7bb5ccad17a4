import type { ReactNode } from 'react'
import { Card } from 'antd'
import { config } from '../../lib/env'
import { ServiceNotice } from './service-notice'
import './auth.css'

// The frame of the login and register pages: site name, h1, card, service notice.
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <Card className="auth-card" variant="borderless">
        <header className="auth-card__head">
          <p className="auth-card__site">{config.title}</p>
          <h1 className="auth-card__title">{title}</h1>
        </header>
        {children}
      </Card>
      <ServiceNotice />
    </main>
  )
}
