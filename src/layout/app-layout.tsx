import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react'
import { Layout } from 'antd'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { pageRefreshEnded, pageRefreshStarted } from '../lib/page-refresh'
import { SectionBoundary } from '../components/section-boundary'
import { BackToTop } from './back-to-top'
import { Navbar } from './navbar'
import { selectSettings } from './settings-slice'
import { ShellConfigContext, type ShellConfig } from './shell-config'
import { Sidebar } from './sidebar'
import { TagsView } from './tags-view'
import type { VisitedView } from './tags-view-slice'
import { useResponsiveSidebar } from './use-responsive-sidebar'
import { WaitingPapersOffer } from './waiting-papers-offer'
import './layout.css'

// Focus the page without a hash change, which the router would treat as a navigation.
function skipToMain(e: MouseEvent) {
  e.preventDefault()
  document.getElementById('app-main')?.focus()
}

// Remounted (new key) by 刷新: once the page inside has mounted again, the refresh is over.
function PageScope({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(pageRefreshEnded())
  }, [dispatch])
  return <div>{children}</div>
}

/** The logged-in shell: sidebar, navbar, tabs and the page; the app hands it its config. */
export function AppLayout({ fixedMenu, affixViews }: ShellConfig) {
  const config = useMemo(() => ({ fixedMenu, affixViews }), [fixedMenu, affixViews])
  useResponsiveSidebar()
  const { fixedHeader, tagsView } = useAppSelector(selectSettings)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // Bumped by the tab menu's 刷新: a new key mounts the page afresh, like the legacy redirect
  // trick, and its queries (only its own) fetch again.
  const [pageKey, setPageKey] = useState(0)

  const refresh = async (view: VisitedView) => {
    if (view.path !== pathname) await navigate(view.fullPath)
    dispatch(pageRefreshStarted())
    setPageKey((k) => k + 1)
  }

  return (
    <ShellConfigContext.Provider value={config}>
      <Layout className="app-layout" hasSider>
        <a href="#app-main" className="skip-link" onClick={skipToMain}>
          跳到主要内容
        </a>
        <Sidebar />
        <Layout className="app-layout__body">
          <div className={fixedHeader ? 'app-header is-fixed' : 'app-header'}>
            <Navbar />
            {tagsView && <TagsView onRefresh={(view) => void refresh(view)} />}
          </div>
          <Layout.Content id="app-main" className="app-main" tabIndex={-1}>
            <PageScope key={pageKey}>
              <SectionBoundary name={pathname} resetKeys={[pathname]}>
                <Outlet />
              </SectionBoundary>
            </PageScope>
          </Layout.Content>
        </Layout>
        <BackToTop />
        <WaitingPapersOffer />
      </Layout>
    </ShellConfigContext.Provider>
  )
}
