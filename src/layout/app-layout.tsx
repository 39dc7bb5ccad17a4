import { useState, type MouseEvent } from 'react'
import { Layout } from 'antd'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { useDispatch, useSelector } from 'react-redux'
import { baseApi, tagTypes } from '../api/base-api'
import { BackToTop } from './back-to-top'
import { Navbar } from './navbar'
import { SettingsDrawer } from './settings-drawer'
import { selectSettings } from './settings-slice'
import { Sidebar } from './sidebar'
import { TagsView } from './tags-view'
import type { VisitedView } from './tags-view-slice'
import { useResponsiveSidebar } from './use-responsive-sidebar'
import './layout.css'

// Focus the page without a hash change, which the router would treat as a navigation.
function skipToMain(e: MouseEvent) {
  e.preventDefault()
  document.getElementById('app-main')?.focus()
}

/** The logged-in shell (lazy route module): sidebar, navbar, tabs and the page. */
export function Component() {
  useResponsiveSidebar()
  const { fixedHeader, tagsView } = useSelector(selectSettings)
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // Bumped by the tab menu's 刷新: a new key mounts the page afresh, like the legacy redirect trick.
  const [pageKey, setPageKey] = useState(0)

  const refresh = (view: VisitedView) => {
    if (view.path === pathname) setPageKey((k) => k + 1)
    dispatch(baseApi.util.invalidateTags([...tagTypes]))
    void navigate(`/redirect${view.fullPath}`, { replace: true })
  }

  return (
    <Layout className="app-layout" hasSider>
      <a href="#app-main" className="skip-link" onClick={skipToMain}>
        跳到主要内容
      </a>
      <Sidebar />
      <Layout className="app-layout__body">
        <div className={fixedHeader ? 'app-header is-fixed' : 'app-header'}>
          <Navbar />
          {tagsView && <TagsView onRefresh={refresh} />}
        </div>
        <Layout.Content id="app-main" className="app-main" tabIndex={-1}>
          <div key={pageKey}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
      <SettingsDrawer />
      <BackToTop />
    </Layout>
  )
}
