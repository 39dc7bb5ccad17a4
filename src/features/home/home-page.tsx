import { useState } from 'react'
import { Button } from 'antd'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LoginDialog } from '../../components/login/login-dialog'
import { loginTarget } from '../../components/login/login-target'
import { config } from '../../lib/env'
import { getToken } from '../../lib/token'
import './home.css'

/** /home: a minimal public home (the full portal is a later issue) with the 培训登录 dialog. */
export function Component() {
  const [loginOpen, setLoginOpen] = useState(false)
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const loggedIn = !!getToken()

  return (
    <div className="home-page">
      <header className="home-topbar">
        <h1 className="home-topbar__title">{config.title}</h1>
        {loggedIn ? (
          <Link to="/dashboard" className="home-topbar__enter">进入学习</Link>
        ) : (
          <Button type="primary" onClick={() => setLoginOpen(true)}>登录</Button>
        )}
      </header>
      <main className="home-welcome">
        <h2>欢迎来到{config.title}</h2>
        <p>面向企业职工的工伤预防与岗位技能在线培训：随时学习课程、参加考试、查看学习记录。</p>
        {!loggedIn && (
          <Link to="/register" style={{ color: '#fff', textDecoration: 'underline' }}>还没有账号？立即注册</Link>
        )}
      </main>
      <footer className="home-footer">
        {config.service.copyright} · 服务时间 {config.service.hours}
      </footer>
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} onSuccess={() => navigate(loginTarget(searchParams, '/dashboard'))} />
    </div>
  )
}
