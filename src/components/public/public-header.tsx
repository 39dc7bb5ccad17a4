import type { ReactNode } from 'react'
import { Button } from 'antd'
import { Link } from 'react-router'
import { config } from '../../lib/env'
import { paths } from '../../lib/paths'

export interface PublicHeaderProps {
  loggedIn: boolean
  onLogin: () => void
  /** top navigation (link group 1) rendered by the page that has the data */
  nav?: ReactNode
}

/** Top bar of the public pages: site title, navigation and the 培训登录 entry. */
export function PublicHeader({ loggedIn, onLogin, nav }: PublicHeaderProps) {
  return (
    <header className="public-header">
      <div className="public-header__inner">
        <Link to={paths.home} className="public-header__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{config.title}</span>
        </Link>
        {nav && (
          <nav className="public-header__nav" aria-label="顶部导航">
            {nav}
          </nav>
        )}
        <div className="public-header__actions">
          {loggedIn ? (
            <Link to={paths.dashboard} className="public-header__enter">
              进入学习
            </Link>
          ) : (
            <>
              <Button type="primary" onClick={onLogin}>
                培训登录
              </Button>
              <Link to={paths.register} className="public-header__register">
                注册
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
