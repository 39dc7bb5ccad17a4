import { Suspense } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spin } from 'antd'
import { useAppSelector } from '../hooks'
import { findMenuChain } from '../../lib/menu-routes'
import { selectMenuRoutes } from '../../lib/session-slice'
import { menuPages, placeholderPage } from './menu-pages'

/**
 * Routes generated from the server menu list. Only a url the server granted renders: anything
 * else is the 404 page, so a permission is enforced on the route, not only in the sidebar.
 */
export function Component() {
  const { pathname } = useLocation()
  const menuRoutes = useAppSelector(selectMenuRoutes)
  const chain = findMenuChain(menuRoutes, pathname)
  if (chain.length === 0) return <Navigate to="/404" replace />
  const Page = menuPages[pathname] ?? placeholderPage
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      <Page />
    </Suspense>
  )
}
